#!/usr/bin/env python3
"""Differential testing of ScrollLayout's Cassowary solver against kiwi (kiwisolver, PyPI).

Generates seeded random constraint systems (up to 300 variables, every relation, required and
three optional strengths, removals, edit variables and suggestions in between), solves each with
kiwi and with our solver (the `cassowary-replay` executable), and compares:

- the same operations fail (an unsatisfiable required constraint, removing what is not there);
- every required constraint holds in both solutions;
- the error at each strength level agrees within 1e-6 (relative), so where the optimum is not
  unique our values may differ from kiwi's but are as good;
- where the errors differ, whether the difference is the known one: kiwi weighs its strengths
  into one number (strong 1e6, medium 1e3, weak 1), ScrollLayout compares them exactly, level by
  level. The case is explained when our solution is lexicographically no worse than kiwi's and
  kiwi's is no worse than ours under kiwi's weights: both solvers are optimal for their rule.

Usage:
    Scripts/kiwi-differential.py [--systems 300] [--seed 1] [--max-variables 300]
                                 [--profile layout|dense|general] [--replay PATH] [--keep FILE] [--quiet]

kiwisolver is installed from PyPI into .build/python when it is missing. With --skip-if-unavailable
the script exits 0 when it cannot be installed (no network), saying so.
"""

import argparse
import os
import random
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LEVELS = ["strong", "medium", "weak"]
KIWI_WEIGHTS = {"strong": 1e6, "medium": 1e3, "weak": 1.0}


def import_kiwi(skip_if_unavailable):
    target = os.path.join(ROOT, ".build", "python")
    sys.path.insert(0, target)
    try:
        import kiwisolver  # noqa: F401
        return kiwisolver
    except ImportError:
        pass
    print("installing kiwisolver into .build/python ...", file=sys.stderr)
    result = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--target", target, "kiwisolver"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if result.returncode != 0:
        if skip_if_unavailable:
            print("kiwisolver is not available (pip failed): differential run skipped", file=sys.stderr)
            sys.exit(0)
        sys.exit("cannot install kiwisolver:\n" + result.stderr)
    import importlib
    importlib.invalidate_caches()
    sys.path_importer_cache.pop(target, None)
    import kiwisolver
    return kiwisolver


# --- Generation -------------------------------------------------------------------------------

# Coefficients as layouts write them: mostly 1, sometimes a multiplier (`photo.height ==
# photo.width * 0.75`), on either side of the relation.
LAYOUT_COEFFICIENTS = [1.0] * 6 + [2.0, 0.5, 0.75, 1.5, 3.0]


GENERAL_SIZES = [30, 50, 80, 110, 150, 200]


def generate_general(seed, max_variables):
    """The `general` profile (W4 of the benchmarks): n variables, 2n required constraints over
    2-4 randomly chosen variables (repeats allowed) with integer coefficients -4..4 (zero
    allowed), a third equalities, the rest `<=`/`>=` with a slack of 0-4, all holding at a hidden
    integer solution in -1000..1000, then every third constraint removed."""
    rng = random.Random(seed)
    count = min(rng.choice(GENERAL_SIZES), max_variables)
    ground = [rng.randint(-1000, 1000) for _ in range(count)]
    operations = []
    for index in range(2 * count):
        terms = [(rng.randrange(count), float(rng.randint(-4, 4))) for _ in range(2 + rng.randrange(3))]
        total = sum(coefficient * ground[variable] for variable, coefficient in terms)
        relation = ["==", "<=", ">="][index % 3]
        constant = -total
        if relation == "<=":
            constant -= rng.randint(0, 4)
        elif relation == ">=":
            constant += rng.randint(0, 4)
        operations.append(("add", "c%d" % index, "required", relation, float(constant), terms))
    for index in range(0, 2 * count, 3):
        operations.append(("remove", "c%d" % index))
    return count, operations


def generate(seed, max_variables, profile="layout"):
    """A system: a variable count and a list of operations.

    The `layout` profile writes constraints shaped like Auto Layout's (`a == m * b + c`,
    `right == left + width`, `x >= c`); the `dense` profile writes up to four terms with
    integer coefficients 1 to 4, which after a few hundred pivots are so ill-conditioned that
    kiwi aborts on many of them (an InternalSolverError); there the check is that ours ends.
    The `general` profile is ``generate_general``.
    """
    if profile == "general":
        return generate_general(seed, max_variables)
    rng = random.Random(seed)
    count = rng.choice([2, 3, 5, 10, 20, 50, 100, 300])
    count = min(count, max_variables)
    ground = [rng.randint(0, 1000) for _ in range(count)]
    operations = []
    live = []
    edits = []
    next_id = 0
    for _ in range(min(40 + count * 2, 700)):
        roll = rng.random()
        if roll < 0.70 or not live:
            terms = []
            if profile == "dense":
                for _ in range(1 + rng.randrange(4)):
                    terms.append((rng.randrange(count), float(rng.randint(1, 4) * rng.choice([-1, 1]))))
            else:
                shape = rng.random()
                first = rng.randrange(count)
                if shape < 0.15 or count < 2:
                    terms = [(first, 1.0)]
                elif shape < 0.80:
                    terms = [(first, 1.0), (rng.randrange(count), -rng.choice(LAYOUT_COEFFICIENTS))]
                else:
                    terms = [(first, 1.0), (rng.randrange(count), -1.0), (rng.randrange(count), -rng.choice(LAYOUT_COEFFICIENTS))]
            total = sum(coefficient * ground[index] for index, coefficient in terms)
            relation = rng.choice(["==", "<=", ">="])
            strength = rng.choice(["required", "required", "strong", "medium", "weak"])
            margin = float(rng.randrange(50))
            if strength == "required":
                constant = {"==": -total, "<=": -total - margin, ">=": -total + margin}[relation]
                if rng.random() < 0.04:
                    constant += -500.0 if relation == ">=" else 500.0
            else:
                constant = -total + float(rng.randint(-100, 100))
            name = "c%d" % next_id
            next_id += 1
            operations.append(("add", name, strength, relation, constant, terms))
            live.append(name)
        elif roll < 0.82:
            name = live.pop(rng.randrange(len(live)))
            operations.append(("remove", name))
        elif roll < 0.88 and len(edits) < count:
            candidates = [i for i in range(count) if i not in edits]
            index = rng.choice(candidates)
            edits.append(index)
            operations.append(("edit", index, rng.choice(LEVELS)))
        elif edits:
            operations.append(("suggest", rng.choice(edits), float(rng.randint(0, 1000))))
    return count, operations


def write_system(out, name, count, operations):
    out.write("system %s %d\n" % (name, count))
    for op in operations:
        if op[0] == "add":
            _, cid, strength, relation, constant, terms = op
            out.write("add %s %s %s %r %s\n" % (cid, strength, relation, constant,
                                                " ".join("%d:%r" % (i, c) for i, c in terms)))
        elif op[0] == "remove":
            out.write("remove %s\n" % op[1])
        elif op[0] == "edit":
            out.write("edit %d %s\n" % (op[1], op[2]))
        else:
            out.write("suggest %d %r\n" % (op[1], op[2]))
    out.write("end\n")


# --- kiwi ---------------------------------------------------------------------------------------

def solve_with_kiwi(kiwi, count, operations):
    variables = [kiwi.Variable("v%d" % i) for i in range(count)]
    solver = kiwi.Solver()
    constraints = {}
    failed = []
    strengths = {"required": kiwi.strength.required, "strong": kiwi.strength.strong,
                 "medium": kiwi.strength.medium, "weak": kiwi.strength.weak}
    for number, op in enumerate(operations, start=1):
        try:
            if op[0] == "add":
                _, cid, strength, relation, constant, terms = op
                expression = sum((coefficient * variables[i] for i, coefficient in terms), constant)
                if relation == "==":
                    constraint = expression == 0
                elif relation == "<=":
                    constraint = expression <= 0
                else:
                    constraint = expression >= 0
                constraint = constraint | strengths[strength]
                solver.addConstraint(constraint)
                constraints[cid] = constraint
            elif op[0] == "remove":
                constraint = constraints.pop(op[1], None)
                if constraint is None:
                    failed.append(number)
                else:
                    solver.removeConstraint(constraint)
            elif op[0] == "edit":
                solver.addEditVariable(variables[op[1]], strengths[op[2]])
            else:
                solver.suggestValue(variables[op[1]], op[2])
        except Exception:  # kiwi's UnsatisfiableConstraint, DuplicateEditVariable, ...
            failed.append(number)
    solver.updateVariables()
    return failed, [v.value() for v in variables]


# --- Comparison ---------------------------------------------------------------------------------

def active_constraints(operations, failed):
    """The constraints and edits in force at the end (those added and not removed), with the
    last suggested value of each edit (0 before the first suggestion)."""
    failed = set(failed)
    live = {}
    edits = {}
    for number, op in enumerate(operations, start=1):
        if number in failed:
            continue
        if op[0] == "add":
            live[op[1]] = op
        elif op[0] == "remove":
            live.pop(op[1], None)
        elif op[0] == "edit":
            # Both solvers start an edit variable as `x == 0` at its strength.
            edits[op[1]] = [op[2], 0.0]
        elif op[1] in edits:
            edits[op[1]][1] = op[2]
    return list(live.values()), edits


def residual(op, values):
    _, _, _, relation, constant, terms = op
    value = constant + sum(coefficient * values[i] for i, coefficient in terms)
    scale = max(1.0, abs(constant), sum(abs(coefficient * values[i]) for i, coefficient in terms))
    if relation == "==":
        error = abs(value)
    elif relation == "<=":
        error = max(0.0, value)
    else:
        error = max(0.0, -value)
    return error, scale


def level_errors(constraints, edits, values):
    errors = {level: 0.0 for level in LEVELS}
    worst_required = 0.0
    for op in constraints:
        error, scale = residual(op, values)
        if op[2] == "required":
            worst_required = max(worst_required, error / scale)
        else:
            errors[op[2]] += error
    for index, (strength, suggested) in edits.items():
        errors[strength] += abs(values[index] - suggested)
    return worst_required, errors


def lexicographically_no_worse(a, b, tolerance, magnitude=1.0):
    for level in LEVELS:
        scale = max(magnitude, abs(a[level]), abs(b[level]))
        if a[level] < b[level] - tolerance * scale:
            return True
        if a[level] > b[level] + tolerance * scale:
            return False
    return True


def weighted(errors):
    return sum(KIWI_WEIGHTS[level] * errors[level] for level in LEVELS)


def ground_truth(seed, max_variables, profile="layout"):
    """The values every generated required constraint holds at (the deliberately broken ones
    aside): `generate` draws them first from the same seed."""
    rng = random.Random(seed)
    if profile == "general":
        count = min(rng.choice(GENERAL_SIZES), max_variables)
        return [rng.randint(-1000, 1000) for _ in range(count)]
    count = min(rng.choice([2, 3, 5, 10, 20, 50, 100, 300]), max_variables)
    return [rng.randint(0, 1000) for _ in range(count)]


def certainly_satisfiable(operations, failed, number, ground):
    """True when the ground truth satisfies every required constraint in force before operation
    `number` and the one it adds: then adding it must succeed."""
    constraints, _ = active_constraints(operations[:number - 1], failed)
    constraints.append(operations[number - 1])
    for op in constraints:
        if op[2] == "required":
            error, scale = residual(op, ground)
            if error > 1e-9 * scale:
                return False
    return True


def holds_required(operations, failed, values, tolerance):
    """True when every required constraint in force after `operations` holds at `values`."""
    constraints, edits = active_constraints(operations, failed)
    worst, _ = level_errors(constraints, edits, values)
    return worst <= tolerance


def compare(count, operations, ours, theirs, ground, prefix_solver=None, tolerance=1e-6):
    """The verdict on one system. `prefix_solver(side, n)` solves the first n operations with
    "ours" or "kiwi" and returns the values (None when that fails), to prove a disputed
    operation satisfiable by a solution that satisfies it."""
    our_failed, our_values = ours
    kiwi_failed, kiwi_values = theirs
    if our_failed != kiwi_failed:
        detail = "different operations failed: ours %s, kiwi %s" % (our_failed, kiwi_failed)
        number = min(set(our_failed) ^ set(kiwi_failed))
        before = [n for n in our_failed if n < number]
        if operations[number - 1][0] == "add" and operations[number - 1][2] == "required":
            witness = None
            if certainly_satisfiable(operations, before, number, ground):
                witness = "the generator's values satisfy it"
            elif number in kiwi_failed and prefix_solver is not None:
                values = prefix_solver("ours", number)
                if values is not None and holds_required(operations[:number], before, values, tolerance):
                    witness = "our solution after it satisfies every required constraint"
            elif prefix_solver is not None:
                values = prefix_solver("kiwi", number)
                if values is not None:
                    if holds_required(operations[:number], before, values, tolerance):
                        witness = "kiwi's solution after it satisfies every required constraint"
                    else:
                        return "kiwi wrong", detail + "; kiwi accepted operation %d, but its solution then misses " \
                            "a required constraint (we refused it as unsatisfiable)" % number
            if witness is not None:
                if number in kiwi_failed:
                    return "kiwi wrong", detail + "; operation %d is satisfiable (%s)" % (number, witness)
                return "disagree", detail + "; we refused satisfiable operation %d (%s)" % (number, witness)
        return "disagree", detail
    constraints, edits = active_constraints(operations, our_failed)
    our_required, our_errors = level_errors(constraints, edits, our_values)
    kiwi_required, kiwi_errors = level_errors(constraints, edits, kiwi_values)
    if our_required > tolerance:
        return "disagree", "a required constraint misses by %g in our solution" % our_required
    if kiwi_required > tolerance:
        return "kiwi wrong", "a required constraint misses by %g in kiwi's solution, none in ours" % kiwi_required
    # Errors are sums of differences of values; they carry rounding relative to the values'
    # magnitude, so a level's agreement is judged relative to that too.
    magnitude = max([1.0] + [abs(v) for v in our_values] + [abs(v) for v in kiwi_values])
    same = all(abs(our_errors[l] - kiwi_errors[l]) <= tolerance * max(magnitude, abs(our_errors[l]), abs(kiwi_errors[l]))
               for l in LEVELS)
    if same:
        return "agree", ""
    ours_lex_ok = lexicographically_no_worse(our_errors, kiwi_errors, tolerance, magnitude)
    kiwi_weighted_ok = weighted(kiwi_errors) <= weighted(our_errors) * (1 + tolerance) + tolerance
    detail = "errors per level: ours %s, kiwi %s" % (
        {l: round(our_errors[l], 6) for l in LEVELS}, {l: round(kiwi_errors[l], 6) for l in LEVELS})
    if ours_lex_ok and kiwi_weighted_ok:
        return "explained", "weighted versus exact priorities: " + detail
    if ours_lex_ok and weighted(our_errors) < weighted(kiwi_errors):
        return "kiwi wrong", "kiwi stopped short of its optimum (ours is better by its weights too): " + detail
    return "disagree", detail


def has_optional(operations):
    """True when some operation adds an optional constraint or an edit variable."""
    return any(op[0] == "edit" or (op[0] == "add" and op[2] != "required") for op in operations)


def kiwi_worker(args):
    """Solves the systems whose random seeds are read from stdin with kiwi, one JSON line each, flushed:
    kiwi aborts the process on its internal errors, and the parent must see how far it got."""
    import json
    import signal
    kiwi = import_kiwi(False)
    for line in sys.stdin:
        # kiwi can grind for many minutes on an ill-conditioned system; SIGALRM's default
        # action ends the worker, and the parent records the system as one kiwi gave up on.
        signal.alarm(args.kiwi_timeout)
        seed, _, prefix = line.strip().partition(":")
        seed = int(seed)
        count, operations = generate(seed, args.max_variables, args.profile)
        if prefix:
            operations = operations[:int(prefix)]
        failed, values = solve_with_kiwi(kiwi, count, operations)
        signal.alarm(0)
        print(json.dumps({"seed": seed, "failed": failed, "values": values}), flush=True)


def solve_all_with_kiwi(seeds, args):
    """kiwi's result per seed, or None where kiwi aborted; each abort restarts the worker."""
    import json
    results = {}
    pending = list(seeds)
    while pending:
        run = subprocess.run([sys.executable, os.path.abspath(__file__), "--kiwi-worker", "--profile", args.profile,
                              "--max-variables", str(args.max_variables), "--kiwi-timeout", str(args.kiwi_timeout)],
                             input="".join("%d\n" % seed for seed in pending), capture_output=True, text=True)
        for line in run.stdout.splitlines():
            record = json.loads(line)
            results[record["seed"]] = (record["failed"], record["values"])
        done = [seed for seed in pending if seed in results]
        rest = pending[len(done):]
        if run.returncode == 0 or not rest:
            break
        results[rest[0]] = None  # the seed kiwi aborted (or timed out) on
        pending = rest[1:]
    return results


def run_replay(replay, text):
    """Our results per system name: (failed operations, values, invariants broken, budget hit)."""
    run = subprocess.run([replay], input=text, capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit("cassowary-replay failed (exit %d): %s" % (run.returncode, run.stderr[-2000:]))
    results = {}
    name = None
    for line in run.stdout.splitlines():
        if line.startswith("result "):
            name = line.split()[1]
            results[name] = [[], [], False, False]
        elif name is None:
            continue
        elif line.startswith("failed"):
            results[name][0] = [int(x) for x in line.split()[1:]]
        elif line.startswith("values"):
            results[name][1] = [float(x) for x in line.split()[1:]]
        elif line.startswith("invariants broken"):
            results[name][2] = True
        elif line == "pivot budget exhausted":
            results[name][3] = True
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--systems", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-variables", type=int, default=300)
    parser.add_argument("--profile", choices=["layout", "dense", "general"], default="layout")
    parser.add_argument("--replay", default=None, help="path of a built cassowary-replay")
    parser.add_argument("--keep", default=None, help="also write the systems to this file")
    parser.add_argument("--chunk", type=int, default=500, help="systems per replay run")
    parser.add_argument("--skip-if-unavailable", action="store_true")
    parser.add_argument("--quiet", action="store_true")
    parser.add_argument("--kiwi-timeout", type=int, default=60, help="seconds kiwi may take on one system")
    parser.add_argument("--kiwi-worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.kiwi_worker:
        kiwi_worker(args)
        return
    kiwi = import_kiwi(args.skip_if_unavailable)
    replay = args.replay
    if replay is None:
        subprocess.run(["swift", "build", "-c", "release", "--product", "cassowary-replay"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
        replay = os.path.join(ROOT, ".build", "release", "cassowary-replay")
    seconds = {"ours": 0.0, "kiwi": 0.0}
    counts = {"agree": 0, "explained": 0, "kiwi wrong": 0, "kiwi aborted": 0, "both gave up": 0, "disagree": 0}
    keep = open(args.keep, "w") if args.keep else None
    import io
    for start in range(0, args.systems, args.chunk):
        seeds = list(range(args.seed + start, args.seed + min(args.systems, start + args.chunk)))
        systems = [(seed,) + generate(seed, args.max_variables, args.profile) for seed in seeds]
        text = io.StringIO()
        for seed, count, operations in systems:
            write_system(text, "s%d" % seed, count, operations)
        if keep:
            keep.write(text.getvalue())
        started = time.monotonic()
        ours_all = run_replay(replay, text.getvalue())
        seconds["ours"] += time.monotonic() - started
        started = time.monotonic()
        theirs_all = solve_all_with_kiwi(seeds, args)
        seconds["kiwi"] += time.monotonic() - started
        for seed, count, operations in systems:
            ours = ours_all.get("s%d" % seed)
            theirs = theirs_all.get(seed)
            if ours is None:
                verdict, detail = "disagree", "no result from cassowary-replay"
            elif theirs is None:
                # kiwi gave up (InternalSolverError, or over --kiwi-timeout): ours must have ended.
                if ours[2] or ours[3]:
                    verdict, detail = "both gave up", "kiwi aborted or timed out; ours stopped at its pivot budget"
                else:
                    constraints, edits = active_constraints(operations, ours[0])
                    worst, _ = level_errors(constraints, edits, ours[1])
                    if worst > 1e-6:
                        verdict, detail = "disagree", "kiwi aborted; a required constraint misses by %g in ours" % worst
                    else:
                        verdict, detail = "kiwi aborted", "kiwi aborted or timed out; every required constraint holds in ours"
            elif ours[2] or (ours[3] and has_optional(operations)):
                # A spent pivot budget can leave optional constraints less well met; with only
                # required ones there is nothing to optimise, and the comparison below decides.
                verdict, detail = "disagree", "kiwi solved it; ours %s" % (
                    "stopped at its pivot budget" if ours[3] else "broke its invariants")
            else:
                def prefix_solver(side, number, seed=seed, count=count, operations=operations):
                    if side == "kiwi":
                        run = subprocess.run([sys.executable, os.path.abspath(__file__), "--kiwi-worker", "--profile",
                                              args.profile, "--max-variables", str(args.max_variables),
                                              "--kiwi-timeout", str(args.kiwi_timeout)],
                                             input="%d:%d\n" % (seed, number), capture_output=True, text=True)
                        import json
                        lines = run.stdout.splitlines()
                        return json.loads(lines[0])["values"] if lines else None
                    prefix = io.StringIO()
                    write_system(prefix, "p", count, operations[:number])
                    result = run_replay(replay, prefix.getvalue()).get("p")
                    return result[1] if result and not result[2] and not result[3] else None
                verdict, detail = compare(count, operations, (ours[0], ours[1]), theirs,
                                          ground_truth(seed, args.max_variables, args.profile), prefix_solver)
            counts[verdict] += 1
            if verdict != "agree" and not args.quiet:
                print("seed %d (%d variables, %d operations): %s: %s" % (seed, count, len(operations), verdict, detail))
    total = sum(counts.values())
    print("compared %d %s systems with kiwi %s: %d agree, %d explained (weighted vs exact priorities), "
          "%d kiwi wrong (ours right), %d kiwi aborted (ours consistent), %d both gave up, %d disagree"
          % (total, args.profile, kiwi.__version__, counts["agree"], counts["explained"], counts["kiwi wrong"],
             counts["kiwi aborted"], counts["both gave up"], counts["disagree"]))
    # Wall time of each side's processes, start-up and the format's parsing included (kiwi's
    # through its Python binding).
    print("time: ours %.2f s, kiwi %.2f s" % (seconds["ours"], seconds["kiwi"]))
    sys.exit(1 if counts["disagree"] else 0)


if __name__ == "__main__":
    main()
