#!/usr/bin/env python3
"""Adds to each clean layout file a constraint the solved layout already satisfies, one at a
time, and prints every error or warning `scroll-layout check` reports for such a variant.

The removal sweep (Scripts/removal-sweep.py) gives a layout one known cause and reads what the
check says about it; this sweep gives it nothing new to say. A constraint that holds in the
solved layout moves no frame, and it can make nothing unsatisfiable or undetermined, so every
error or warning a variant gets is a false alarm until read otherwise. Two kinds:

- `duplicate`: each constraint of the layout again (at most 40 per layout), as Interface
  Builder documents sometimes carry them;
- `pin`: each view's solved width and height (at most 12 views per layout) as a required
  equality. The size is the alignment rectangle's, which is what constraints hold (the frame
  minus the view's `alignmentRectInsets`); switches are left out, since UIKit draws them at
  their own size whatever their width and height constraints say.

Only layouts with a scroll view and no error or warning as they are take part.

Usage: Scripts/addition-sweep.py [--tool PATH] [--kind duplicate|pin|both] LAYOUT.json [...]
(the tool defaults to .build/release/scroll-layout; layout files of Interface Builder documents
come from `scroll-layout export --to layout`). Variants are written to a temporary folder.
"""

import copy
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from sweep_support import default_tool, errors_and_warnings, layout_files, missing_tool  # noqa: E402


def run(tool, arguments):
    result = subprocess.run([tool] + arguments, capture_output=True, text=True)
    try:
        return json.loads(result.stdout), None
    except json.JSONDecodeError:
        return None, (result.stdout + result.stderr).strip()


def views_by_id(root):
    table, stack = {}, [root]
    while stack:
        view = stack.pop()
        table[view["id"]] = view
        stack.extend(view.get("subviews", []) + view.get("arrangedSubviews", []))
    return table


def constraint_text(entry):
    return entry.get("constraint") if isinstance(entry, dict) else entry


def additions(document, solved, kind):
    """(description, constraint entry) for every constraint this kind adds."""
    if kind == "duplicate":
        for entry in document.get("constraints", [])[:40]:
            duplicate = copy.deepcopy(entry)
            if isinstance(duplicate, dict):
                duplicate.pop("identifier", None)
            yield f"duplicate {constraint_text(entry)}", duplicate
        return
    declared = views_by_id(document["root"])
    candidates = [view for view in solved["views"] if view["id"] != document["root"]["id"] and not view.get("hidden")]
    for view in candidates[:12]:
        source = declared.get(view["id"], {})
        if source.get("kind") == "switch":
            continue
        insets = source.get("alignmentRectInsets", {})
        sizes = {
            "width": view["frame"]["width"] - insets.get("left", 0) - insets.get("right", 0),
            "height": view["frame"]["height"] - insets.get("top", 0) - insets.get("bottom", 0),
        }
        for axis, value in sizes.items():
            text = f"{view['id']}.{axis} == {value:g}"
            yield f"pin {text}", {"constraint": text}


def main(arguments):
    tool = default_tool()
    kinds = ["duplicate", "pin"]
    while arguments[:1] in (["--tool"], ["--kind"]):
        if arguments[0] == "--tool":
            tool = arguments[1]
        else:
            kinds = ["duplicate", "pin"] if arguments[1] == "both" else [arguments[1]]
        arguments = arguments[2:]
    if not arguments or any(kind not in ("duplicate", "pin") for kind in kinds):
        print(__doc__.strip(), file=sys.stderr)
        return 64
    status = missing_tool(tool, "addition-sweep")
    if status is not None:
        return status
    layouts = variants = flagged = 0
    with tempfile.TemporaryDirectory() as folder:
        scratch = os.path.join(folder, "variant.layout.json")
        for source, document in layout_files(arguments, "addition-sweep"):
            report, failure = run(tool, ["report", "--format", "json", source])
            checked, _ = run(tool, ["check", "--format", "json", source])
            if report is None or checked is None or errors_and_warnings(checked):
                continue
            solved = [layout for entry in report.get("documents", []) for layout in entry.get("layouts", [])]
            if not solved or not solved[0].get("scrollViews"):
                continue
            layouts += 1
            for kind in kinds:
                for description, entry in additions(document, solved[0], kind):
                    variant = copy.deepcopy(document)
                    variant.setdefault("constraints", []).append(entry)
                    with open(scratch, "w") as handle:
                        json.dump(variant, handle, indent=1)
                    result, failure = run(tool, ["check", "--format", "json", scratch])
                    variants += 1
                    if result is None:
                        print(f"{source}: {description}: unreadable: {failure[:300]}")
                        continue
                    found = errors_and_warnings(result)
                    if found:
                        flagged += 1
                        print(f"===== {source}: {description}")
                        for issue in found:
                            print(f"      {issue['severity']} {issue['rule']} | {issue['message']}")
    print(f"{layouts} clean layouts with a scroll view, {variants} variants, {flagged} with errors or warnings")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
