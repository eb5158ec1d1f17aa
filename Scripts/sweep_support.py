"""What the sweep scripts share (Scripts/removal-sweep.py, Scripts/addition-sweep.py): the tool
they run, the layout files they read, and the errors and warnings of a `check` report."""

import json
import os
import sys


def default_tool():
    """The release build of the command-line tool, beside this folder."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    return os.path.join(root, ".build", "release", "scroll-layout")


def missing_tool(tool, name):
    """An exit status (and a message) when the tool cannot be run, else None."""
    if os.access(tool, os.X_OK):
        return None
    print(f"{name}: no tool at {tool} (swift build -c release --product scroll-layout)", file=sys.stderr)
    return 69


def layout_files(sources, name):
    """Each source's path and parsed layout file, in order; exits with status 1, naming the
    file, when one cannot be read."""
    for source in sources:
        try:
            with open(source) as handle:
                document = json.load(handle)
        except (OSError, json.JSONDecodeError) as error:
            print(f"{name}: cannot read {source}: {error}", file=sys.stderr)
            sys.exit(1)
        yield source, document


def errors_and_warnings(report):
    """The errors and warnings of a `check --format json` report, every layout's."""
    found = []
    for checked in report.get("documents", []):
        for layout in checked.get("layouts", []):
            found += [issue for issue in layout.get("issues", []) if issue["severity"] in ("error", "warning")]
    return found
