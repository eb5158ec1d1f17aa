#!/usr/bin/env python3
"""Takes each constraint of each layout file out in turn, checks the layout without it, and
prints the errors and warnings `scroll-layout check` reports for every such variant.

A layout that is clean as it is becomes, one constraint short, a layout with one known cause:
reading what each variant reports is a fast way to find a message whose words the layout does
not bear out (Documentation/Diagnostics.md, the fifth spot check). Layout files of Interface
Builder documents come from `scroll-layout export --to layout`.

Usage: Scripts/removal-sweep.py [--tool PATH] LAYOUT.json [...]
(the tool defaults to .build/release/scroll-layout; build it with
`swift build -c release --product scroll-layout`). Variants are written to a temporary folder.
"""

import copy
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from sweep_support import default_tool, errors_and_warnings, layout_files, missing_tool  # noqa: E402


def constraint_text(entry):
    return entry.get("constraint") if isinstance(entry, dict) else entry


def problems(tool, document, path):
    with open(path, "w") as handle:
        json.dump(document, handle, indent=1)
    run = subprocess.run([tool, "check", "--format", "json", path], capture_output=True, text=True)
    try:
        report = json.loads(run.stdout)
    except json.JSONDecodeError:
        return None, (run.stdout + run.stderr).strip()
    return errors_and_warnings(report), None


def main(arguments):
    tool = default_tool()
    if arguments[:1] == ["--tool"]:
        tool, arguments = arguments[1], arguments[2:]
    if not arguments:
        print(__doc__.strip(), file=sys.stderr)
        return 64
    status = missing_tool(tool, "removal-sweep")
    if status is not None:
        return status
    variants = reported = 0
    with tempfile.TemporaryDirectory() as folder:
        scratch = os.path.join(folder, "variant.layout.json")
        for source, document in layout_files(arguments, "removal-sweep"):
            constraints = document.get("constraints", [])
            print(f"===== {source}: {len(constraints)} constraints")
            for index, entry in enumerate(constraints):
                variant = copy.deepcopy(document)
                del variant["constraints"][index]
                found, failure = problems(tool, variant, scratch)
                variants += 1
                print(f"  - without {constraint_text(entry)}")
                if failure is not None:
                    print(f"      unreadable: {failure[:300]}")
                    continue
                for issue in found:
                    reported += 1
                    fix = f" | fix: {issue['fix']}" if issue.get("fix") else ""
                    print(f"      {issue['severity']} {issue['rule']} | {issue['message']}{fix}")
    print(f"{variants} variants, {reported} errors and warnings")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
