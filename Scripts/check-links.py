#!/usr/bin/env python3
"""Checks that every relative link in README.md and Documentation/*.md resolves: the file
exists and, for a link to a Markdown heading, the heading does too. Exits 1 on a broken link."""

import glob
import os
import re
import sys


def slug(heading):
    # GitHub's rule: lower case, punctuation dropped, spaces to hyphens.
    return re.sub(r"[^a-z0-9 \-]", "", heading.strip().lower()).replace(" ", "-")


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    broken = 0
    files = [os.path.join(root, "README.md")] + sorted(glob.glob(os.path.join(root, "Documentation", "*.md")))
    for path in files:
        text = open(path, encoding="utf-8").read()
        for number, line in enumerate(text.splitlines(), 1):
            for target in re.findall(r"\]\(([^)\s]+)\)", line):
                if re.match(r"[a-z]+:", target):
                    continue
                file_part, _, anchor = target.partition("#")
                full = os.path.normpath(os.path.join(os.path.dirname(path), file_part)) if file_part else path
                where = f"{os.path.relpath(path, root)}:{number}"
                if not os.path.exists(full):
                    print(f"{where}: broken link {target} (no such file)")
                    broken += 1
                elif anchor and full.endswith(".md"):
                    headings = {slug(h) for h in re.findall(r"^#+ (.*)$", open(full, encoding="utf-8").read(), re.M)}
                    if anchor not in headings:
                        print(f"{where}: broken link {target} (no such heading)")
                        broken += 1
    print(f"{len(files)} files checked, {broken} broken links")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
