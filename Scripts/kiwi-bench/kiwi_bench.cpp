// kiwi-bench: the solver workloads of `scroll-layout-benchmarks` (W1–W4, see
// Documentation/Benchmarks.md) run on kiwi's C++ core, printing the same RESULT lines, so
// Scripts/compare-benchmarks can put the two side by side. Each workload below mirrors the Swift
// code in Benchmarks/SolverWorkloads.swift and Sources/TestSupport/GeneralSystem.swift step by
// step: same systems, same random sequences, same operations timed.
//
// Built and run by Scripts/kiwi-bench/run against the kiwisolver source package.

#include <kiwi/kiwi.h>

#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;
volatile double sink = 0;  // results the optimiser must keep

double seconds(const std::function<void()> &body) {
    auto start = Clock::now();
    body();
    return std::chrono::duration<double>(Clock::now() - start).count();
}

std::string format(double value) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.6g", value);
    return buffer;
}

void report(const std::string &workload, const std::string &metric, std::vector<double> samples,
            const std::string &unit, double scale, const std::string &extra = "") {
    if (samples.empty()) return;
    std::sort(samples.begin(), samples.end());
    size_t half = samples.size() / 2;
    double median = samples.size() % 2 ? samples[half] : (samples[half - 1] + samples[half]) / 2;
    std::printf("RESULT impl=kiwi workload=%s metric=%s median=%s min=%s max=%s unit=%s samples=%zu%s%s\n",
                workload.c_str(), metric.c_str(), format(median * scale).c_str(),
                format(samples.front() * scale).c_str(), format(samples.back() * scale).c_str(), unit.c_str(),
                samples.size(), extra.empty() ? "" : " ", extra.c_str());
    std::fflush(stdout);
}

double peakResidentMegabytes() {
    rusage usage{};
    if (getrusage(RUSAGE_SELF, &usage) != 0) return 0;
#ifdef __APPLE__
    return usage.ru_maxrss / 1048576.0;
#else
    return usage.ru_maxrss / 1024.0;
#endif
}

// SplitMix64, as Sources/TestSupport/SplitMix64.swift.
struct SplitMix64 {
    uint64_t state;
    explicit SplitMix64(uint64_t seed) : state(seed) {}
    uint64_t next() {
        state += 0x9E3779B97F4A7C15ULL;
        uint64_t z = state;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    uint64_t rnd(uint64_t n) { return next() % n; }
    int below(int n) { return n > 0 ? int(next() % uint64_t(n)) : 0; }
};

kiwi::RelationalOperator relation(const std::string &op) {
    if (op == "==") return kiwi::OP_EQ;
    if (op == "<=") return kiwi::OP_LE;
    return kiwi::OP_GE;
}

kiwi::Constraint make(const std::vector<kiwi::Term> &terms, double constant, kiwi::RelationalOperator op,
                      double strength = kiwi::strength::required) {
    return kiwi::Constraint(kiwi::Expression(terms, constant), op, strength);
}

// MARK: W1

struct Spec {
    struct Item {
        std::vector<std::pair<double, int>> terms;
        double constant;
        kiwi::RelationalOperator op;
        double strength;
    };
    std::vector<std::string> names;
    std::vector<std::pair<int, double>> edits;
    std::vector<Item> constraints;
};

bool loadSpec(const std::string &path, Spec &spec) {
    std::ifstream file(path);
    if (!file) return false;
    std::map<std::string, double> strengths;
    std::map<std::string, int> index;
    auto strengthValue = [&](const std::string &token, double &value) {
        auto found = strengths.find(token);
        if (found != strengths.end()) { value = found->second; return true; }
        char *end = nullptr;
        value = std::strtod(token.c_str(), &end);
        return end && *end == 0;
    };
    std::string line;
    while (std::getline(file, line)) {
        line = line.substr(0, line.find('#'));
        std::istringstream words(line);
        std::vector<std::string> w;
        for (std::string word; words >> word;) w.push_back(word);
        if (w.empty()) continue;
        if (w[0] == "strength" && w.size() >= 3) {
            strengths[w[1]] = std::stod(w[2]);
        } else if (w[0] == "vars") {
            for (size_t i = 1; i < w.size(); ++i) {
                index[w[i]] = int(spec.names.size());
                spec.names.push_back(w[i]);
            }
        } else if (w[0] == "edit" && w.size() >= 3 && index.count(w[1])) {
            double value;
            if (!strengthValue(w[2], value)) return false;
            spec.edits.push_back({index[w[1]], value});
        } else if (w[0] == "c" && w.size() >= 4) {
            Spec::Item item;
            if (!strengthValue(w[1], item.strength)) return false;
            item.op = relation(w[2]);
            item.constant = std::stod(w[3]);
            for (size_t p = 4; p + 1 < w.size(); p += 2) {
                if (!index.count(w[p + 1])) return false;
                item.terms.push_back({std::stod(w[p]), index[w[p + 1]]});
            }
            spec.constraints.push_back(item);
        } else {
            return false;
        }
    }
    return true;
}

struct W1System {
    std::vector<kiwi::Variable> variables;
    kiwi::Solver solver;
};

void buildW1(const Spec &spec, W1System &system) {
    system.variables.clear();
    for (auto &name : spec.names) system.variables.emplace_back(name);
    for (auto &edit : spec.edits) system.solver.addEditVariable(system.variables[edit.first], edit.second);
    for (auto &item : spec.constraints) {
        std::vector<kiwi::Term> terms;
        for (auto &term : item.terms) terms.emplace_back(system.variables[term.second], term.first);
        try {
            system.solver.addConstraint(make(terms, item.constant, item.op, item.strength));
        } catch (const std::exception &) {
        }
    }
    system.solver.updateVariables();
    double total = 0;
    for (auto &v : system.variables) total += v.value();
    sink = sink + total;
}

void runW1(const Spec &spec, int samples) {
    const int buildsPerSample = 200;
    std::vector<double> build;
    for (int s = 0; s < samples; ++s) {
        double total = 0;
        for (int b = 0; b < buildsPerSample; ++b) {
            W1System system;
            total += seconds([&] { buildW1(spec, system); });
        }
        build.push_back(total / buildsPerSample);
    }
    report("W1", "build", build, "us", 1e6, "constraints=" + std::to_string(spec.constraints.size()));

    const double sizes[6][2] = {{400, 600}, {600, 400}, {800, 1200}, {1200, 800}, {400, 800}, {800, 400}};
    W1System system;
    buildW1(spec, system);
    kiwi::Variable width = system.variables[0], height = system.variables[1];
    auto update = [&] {
        system.solver.updateVariables();
        double total = 0;
        for (auto &v : system.variables) total += v.value();
        sink = sink + total;
    };
    std::vector<double> cycle, repeat;
    for (int s = 0; s < samples; ++s) {
        const int ops = 6000;
        cycle.push_back(seconds([&] {
            for (int k = 0; k < ops; ++k) {
                system.solver.suggestValue(width, sizes[k % 6][0]);
                system.solver.suggestValue(height, sizes[k % 6][1]);
                update();
            }
        }) / ops);
        repeat.push_back(seconds([&] {
            for (auto &size : sizes) {
                for (int k = 0; k < 1000; ++k) {
                    system.solver.suggestValue(width, size[0]);
                    system.solver.suggestValue(height, size[1]);
                    update();
                }
            }
        }) / 6000);
    }
    report("W1", "suggest_cycle", cycle, "ns/op", 1e9,
           "check_width=" + format(width.value()) + " check_height=" + format(height.value()));
    report("W1", "suggest_repeat", repeat, "ns/op", 1e9);
}

// MARK: W2

struct Stack {
    int n = 0;
    kiwi::Variable cx{"cx"}, cy{"cy"}, cw{"cw"}, ch{"ch"};
    std::vector<kiwi::Variable> x, y, w, h, all;
    std::vector<kiwi::Constraint> constraints, hStrong;
    kiwi::Constraint widthPin;
    kiwi::Solver solver;
};

void updateVariables(Stack &stack) {
    stack.solver.updateVariables();
    double total = 0;
    for (auto &v : stack.all) total += v.value();
    sink = sink + total;
}

// Create objects, add constraints, update: seconds of each.
void buildStack(Stack &stack, int n, double parts[3]) {
    auto t0 = Clock::now();
    stack.n = n;
    for (int i = 0; i < n; ++i) {
        stack.x.emplace_back();
        stack.y.emplace_back();
        stack.w.emplace_back();
        stack.h.emplace_back();
    }
    auto &c = stack.constraints;
    c.push_back(make({kiwi::Term(stack.cx)}, 0, kiwi::OP_EQ));
    c.push_back(make({kiwi::Term(stack.cy)}, 0, kiwi::OP_EQ));
    stack.widthPin = make({kiwi::Term(stack.cw)}, -375, kiwi::OP_EQ);
    c.push_back(stack.widthPin);
    for (int i = 0; i < n; ++i) {
        c.push_back(make({kiwi::Term(stack.x[i]), kiwi::Term(stack.cx, -1)}, -16, kiwi::OP_EQ));
        c.push_back(make({kiwi::Term(stack.w[i]), kiwi::Term(stack.cw, -1)}, 32, kiwi::OP_EQ));
        if (i == 0) {
            c.push_back(make({kiwi::Term(stack.y[0]), kiwi::Term(stack.cy, -1)}, -8, kiwi::OP_EQ));
        } else {
            c.push_back(make({kiwi::Term(stack.y[i]), kiwi::Term(stack.y[i - 1], -1), kiwi::Term(stack.h[i - 1], -1)},
                             -8, kiwi::OP_EQ));
        }
        c.push_back(make({kiwi::Term(stack.h[i])}, -44, kiwi::OP_GE));
        auto strong = make({kiwi::Term(stack.h[i])}, -(44 + (i % 7) * 10.0), kiwi::OP_EQ, kiwi::strength::strong);
        stack.hStrong.push_back(strong);
        c.push_back(strong);
    }
    c.push_back(make({kiwi::Term(stack.cy), kiwi::Term(stack.ch), kiwi::Term(stack.y[n - 1], -1),
                      kiwi::Term(stack.h[n - 1], -1)},
                     -8, kiwi::OP_EQ));
    stack.all = {stack.cx, stack.cy, stack.cw, stack.ch};
    for (auto *list : {&stack.x, &stack.y, &stack.w, &stack.h}) stack.all.insert(stack.all.end(), list->begin(), list->end());
    auto t1 = Clock::now();
    for (auto &constraint : c) {
        try {
            stack.solver.addConstraint(constraint);
        } catch (const std::exception &) {
        }
    }
    auto t2 = Clock::now();
    updateVariables(stack);
    auto t3 = Clock::now();
    parts[0] = std::chrono::duration<double>(t1 - t0).count();
    parts[1] = std::chrono::duration<double>(t2 - t1).count();
    parts[2] = std::chrono::duration<double>(t3 - t2).count();
}

double stackError(Stack &stack, double width) {
    double error = 0, expectedY = 8;
    for (int i = 0; i < stack.n; ++i) {
        double expectedH = 44 + (i % 7) * 10.0;
        error = std::max(error, std::fabs(stack.x[i].value() - 16));
        error = std::max(error, std::fabs(stack.w[i].value() - (width - 32)));
        error = std::max(error, std::fabs(stack.h[i].value() - expectedH));
        error = std::max(error, std::fabs(stack.y[i].value() - expectedY));
        expectedY += expectedH + 8;
    }
    return std::max(error, std::fabs(stack.ch.value() - expectedY));
}

void runW2(int n, int samples) {
    std::string workload = "W2-" + std::to_string(n);
    int constraintCount = 5 * n + 4;
    std::vector<double> build, create, add, updateB, update, edit, readd;
    double worst = 0;
    int buildReps = n <= 100 ? 50 : (n <= 300 ? 10 : (n <= 1000 ? 3 : 1));
    int updateCalls = n >= 3000 ? 50 : 200;
    int editOps = n >= 10000 ? 200 : 1000;
    int readdOps = n <= 1000 ? 1000 : (n <= 3000 ? 100 : 20);
    for (int s = 0; s < samples; ++s) {
        double acc[3] = {0, 0, 0}, parts[3];
        for (int r = 0; r < buildReps - 1; ++r) {
            Stack scratch;
            buildStack(scratch, n, parts);
            for (int k = 0; k < 3; ++k) acc[k] += parts[k];
        }
        Stack stack;
        buildStack(stack, n, parts);
        for (int k = 0; k < 3; ++k) acc[k] += parts[k];
        create.push_back(acc[0] / buildReps);
        add.push_back(acc[1] / buildReps);
        updateB.push_back(acc[2] / buildReps);
        build.push_back((acc[0] + acc[1] + acc[2]) / buildReps);
        worst = std::max(worst, stackError(stack, 375));

        update.push_back(seconds([&] {
            for (int k = 0; k < updateCalls; ++k) updateVariables(stack);
        }) / updateCalls);

        stack.solver.removeConstraint(stack.widthPin);
        stack.solver.addEditVariable(stack.cw, kiwi::strength::strong);
        stack.solver.suggestValue(stack.cw, 375);
        updateVariables(stack);
        double lastWidth = 375;
        edit.push_back(seconds([&] {
            for (int k = 0; k < editOps; ++k) {
                lastWidth = 320 + ((k * 7919) % 1000) * 0.5;
                stack.solver.suggestValue(stack.cw, lastWidth);
                updateVariables(stack);
            }
        }) / editOps);
        worst = std::max(worst, stackError(stack, lastWidth));

        auto middle = stack.hStrong[n / 2];
        readd.push_back(seconds([&] {
            for (int k = 0; k < readdOps; ++k) {
                stack.solver.removeConstraint(middle);
                stack.solver.addConstraint(middle);
            }
        }) / readdOps);
        updateVariables(stack);
        worst = std::max(worst, stackError(stack, lastWidth));
        std::fprintf(stderr, "%s sample %d/%d done\n", workload.c_str(), s + 1, samples);
    }
    std::string extra = "constraints=" + std::to_string(constraintCount) + " KE=" + std::to_string(editOps) +
                        " KR=" + std::to_string(readdOps) + " peak_rss_mb=" + format(peakResidentMegabytes());
    report(workload, "build_total", build, "ms", 1e3, extra);
    std::vector<double> rate;
    for (double b : build) rate.push_back(constraintCount / b);
    report(workload, "build_constraints_per_s", rate, "cn/s", 1);
    report(workload, "build_create_objects", create, "ms", 1e3);
    report(workload, "build_add_constraints", add, "ms", 1e3);
    report(workload, "build_update_variables", updateB, "ms", 1e3);
    report(workload, "update_variables", update, "us/call", 1e6);
    report(workload, "edit_suggest_update", edit, "us/op", 1e6);
    report(workload, "remove_readd_height", readd, "us/op", 1e6, "max_layout_error=" + format(worst));
}

// MARK: W3

struct RandomConstraint {
    std::vector<int> variables;
    std::vector<double> coefficients;
    double constant;
    kiwi::RelationalOperator op;
    int level;
};

void generate(int v, int c, int w, uint64_t seed, std::vector<double> &ground, std::vector<RandomConstraint> &result) {
    SplitMix64 rng(seed);
    for (int i = 0; i < v; ++i) ground.push_back(double(rng.rnd(1001)));
    for (int k = 0; k < c; ++k) {
        int termCount = 2 + int(rng.rnd(3));
        RandomConstraint item;
        int first = -1;
        double sum = 0;
        for (int t = 0; t < termCount; ++t) {
            int variable;
            do {
                if (w == 0 || t == 0) {
                    variable = int(rng.rnd(uint64_t(v)));
                } else {
                    variable = (first + 1 + int(rng.rnd(uint64_t(w)))) % v;
                }
            } while (std::find(item.variables.begin(), item.variables.end(), variable) != item.variables.end());
            if (t == 0) first = variable;
            int64_t a = 1 + int64_t(rng.rnd(4));
            if (rng.rnd(2) == 1) a = -a;
            item.variables.push_back(variable);
            item.coefficients.push_back(double(a));
            sum += double(a) * ground[variable];
        }
        int op = int(rng.rnd(3));
        item.level = int(rng.rnd(4));
        double margin = double(rng.rnd(101));
        double offset = double(rng.rnd(201));
        if (item.level == 0) {
            item.constant = op == 0 ? -sum : (op == 1 ? -sum - margin : -sum + margin);
        } else {
            item.constant = -sum + (offset - 100);
        }
        item.op = op == 0 ? kiwi::OP_EQ : (op == 1 ? kiwi::OP_LE : kiwi::OP_GE);
        result.push_back(item);
    }
}

void runW3(const std::string &name, int v, int c, int w, int samples) {
    std::vector<double> ground;
    std::vector<RandomConstraint> spec;
    generate(v, c, w, 20240601, ground, spec);
    const double strengths[4] = {kiwi::strength::required, kiwi::strength::strong, kiwi::strength::medium,
                                 kiwi::strength::weak};
    std::vector<double> times;
    int accepted = 0, unsat = 0, other = 0;
    double maxResidual = 0, sumValues = 0, perLevel[4] = {0, 0, 0, 0};
    for (int s = 0; s < samples; ++s) {
        std::vector<kiwi::Variable> vars(v);
        std::vector<kiwi::Constraint> constraints, stays;
        for (auto &item : spec) {
            std::vector<kiwi::Term> terms;
            for (size_t t = 0; t < item.variables.size(); ++t) terms.emplace_back(vars[item.variables[t]], item.coefficients[t]);
            constraints.push_back(make(terms, item.constant, item.op, strengths[item.level]));
        }
        for (int j = 0; j < v; ++j) stays.push_back(make({kiwi::Term(vars[j])}, -ground[j], kiwi::OP_EQ, kiwi::strength::weak));
        accepted = unsat = other = 0;
        kiwi::Solver solver;
        times.push_back(seconds([&] {
            for (auto &stay : stays) solver.addConstraint(stay);
            for (auto &constraint : constraints) {
                try {
                    solver.addConstraint(constraint);
                    ++accepted;
                } catch (const kiwi::UnsatisfiableConstraint &) {
                    ++unsat;
                } catch (const std::exception &) {
                    ++other;
                }
            }
            solver.updateVariables();
            double total = 0;
            for (auto &var : vars) total += var.value();
            sink = sink + total;
        }));
        sumValues = 0;
        for (auto &var : vars) sumValues += var.value();
        std::fill(perLevel, perLevel + 4, 0.0);
        maxResidual = 0;
        for (int j = 0; j < v; ++j) perLevel[3] += std::fabs(vars[j].value() - ground[j]);
        for (size_t k = 0; k < spec.size(); ++k) {
            double value = spec[k].constant;
            for (size_t t = 0; t < spec[k].variables.size(); ++t) value += spec[k].coefficients[t] * vars[spec[k].variables[t]].value();
            double violation = spec[k].op == kiwi::OP_EQ ? std::fabs(value)
                               : spec[k].op == kiwi::OP_LE ? std::max(0.0, value)
                                                            : std::max(0.0, -value);
            if (spec[k].level == 0) maxResidual = std::max(maxResidual, violation); else perLevel[spec[k].level] += violation;
        }
    }
    double weighted = perLevel[1] * 1e6 + perLevel[2] * 1e3 + perLevel[3];
    std::string extra = "V=" + std::to_string(v) + " C=" + std::to_string(c) + " window=" + std::to_string(w) +
                        " stays=" + std::to_string(v) + " accepted=" + std::to_string(accepted) +
                        " unsat=" + std::to_string(unsat) + " other_errors=" + std::to_string(other) +
                        " max_required_residual=" + format(maxResidual) + " sum_values=" + format(sumValues) +
                        " objective_strong=" + format(perLevel[1]) + " objective_medium=" + format(perLevel[2]) +
                        " objective_weak=" + format(perLevel[3]) + " objective_kiwi_weighted=" + format(weighted);
    report(name, "add_all", times, "ms", 1e3, extra);
    std::vector<double> per;
    for (double t : times) per.push_back(t / (c + v));
    report(name, "per_constraint", per, "us", 1e6);
}

// MARK: W4

// One system of W4's class, as Sources/TestSupport/GeneralSystem.swift builds and runs it.
struct GeneralOutcome {
    int refused = 0, errors = 0, violated = 0;
    double worst = 0;
};

GeneralOutcome runGeneral(int n, uint64_t seed) {
    SplitMix64 random(seed);
    std::vector<kiwi::Variable> variables(n);
    std::vector<double> hidden;
    for (int i = 0; i < n; ++i) hidden.push_back(double(random.below(2001) - 1000));
    std::vector<kiwi::Constraint> constraints;
    for (int index = 0; index < 2 * n; ++index) {
        int count = 2 + random.below(3);
        std::vector<kiwi::Term> terms;
        double total = 0;
        for (int t = 0; t < count; ++t) {
            int variable = random.below(n);
            double coefficient = double(random.below(9) - 4);
            terms.emplace_back(variables[variable], coefficient);
            total += coefficient * hidden[variable];
        }
        double constant = -total;
        kiwi::RelationalOperator op = kiwi::OP_EQ;
        if (index % 3 == 1) { op = kiwi::OP_LE; constant -= random.below(5); }
        if (index % 3 == 2) { op = kiwi::OP_GE; constant += random.below(5); }
        constraints.push_back(make(terms, constant, op));
    }
    GeneralOutcome outcome;
    kiwi::Solver solver;
    std::vector<bool> in(constraints.size(), false);
    for (size_t k = 0; k < constraints.size(); ++k) {
        try {
            solver.addConstraint(constraints[k]);
            in[k] = true;
        } catch (const kiwi::UnsatisfiableConstraint &) {
            ++outcome.refused;
        } catch (const std::exception &) {
            ++outcome.errors;
        }
    }
    for (size_t k = 0; k < constraints.size(); k += 3) {
        if (!in[k]) continue;
        try {
            solver.removeConstraint(constraints[k]);
        } catch (const std::exception &) {
            ++outcome.errors;
        }
        in[k] = false;
    }
    solver.updateVariables();
    for (size_t k = 0; k < constraints.size(); ++k) {
        if (!in[k]) continue;
        const auto &expression = constraints[k].expression();
        double value = expression.constant(), scale = std::max(1.0, std::fabs(expression.constant()));
        for (auto &term : expression.terms()) {
            double product = term.coefficient() * term.variable().value();
            value += product;
            scale = std::max(scale, std::fabs(product));
        }
        double violation = constraints[k].op() == kiwi::OP_EQ ? std::fabs(value)
                           : constraints[k].op() == kiwi::OP_LE ? std::max(0.0, value)
                                                                 : std::max(0.0, -value);
        double relative = violation / scale;
        if (relative > 1e-9) ++outcome.violated;
        outcome.worst = std::max(outcome.worst, relative);
    }
    return outcome;
}

void runW4(int n, int samples) {
    std::vector<double> times;
    int violated = 0, refused = 0, errors = 0;
    double worst = 0;
    for (int s = 0; s < samples; ++s) {
        uint64_t seed = 20261130ULL + uint64_t(s) * 7919ULL + uint64_t(n);
        GeneralOutcome outcome;
        double elapsed = seconds([&] { outcome = runGeneral(n, seed); });
        times.push_back(elapsed);
        std::fprintf(stderr, "W4-%d sample %d/%d: %d ms, violated %d, refused %d, errors %d\n", n, s + 1, samples,
                     int(elapsed * 1000), outcome.violated, outcome.refused, outcome.errors);
        violated += outcome.violated;
        refused += outcome.refused;
        errors += outcome.errors;
        worst = std::max(worst, outcome.worst);
    }
    report("W4-" + std::to_string(n), "solve_system", times, "ms", 1e3,
           "violated=" + std::to_string(violated) + " refused=" + std::to_string(refused) +
               " errors=" + std::to_string(errors) + " worst_relative_residual=" + format(worst));
}

// MARK: Options

std::vector<int> integers(const std::string &list) {
    std::vector<int> result;
    std::stringstream stream(list);
    for (std::string item; std::getline(stream, item, ',');) {
        int value = std::atoi(item.c_str());
        if (value <= 0) {
            std::fprintf(stderr, "kiwi-bench: '%s' is not a positive integer\n", item.c_str());
            std::exit(64);
        }
        result.push_back(value);
    }
    return result;
}

}  // namespace

int main(int argc, char **argv) {
    std::vector<std::string> only;
    std::vector<int> sizes = {100, 300, 1000, 3000, 10000}, generalSizes = {50, 100, 200};
    int samples = 5;
    std::string spec;
    struct Variant { std::string name; int v, c, w; };
    std::vector<Variant> w3 = {{"W3u", 2000, 1000, 0}, {"W3l", 2000, 3000, 4}};
    for (int i = 1; i < argc; ++i) {
        std::string argument = argv[i];
        if (i + 1 >= argc) {
            std::fprintf(stderr, "kiwi-bench: %s wants a value\n", argument.c_str());
            return 64;
        }
        std::string value = argv[++i];
        if (argument == "--only") {
            std::stringstream stream(value);
            for (std::string item; std::getline(stream, item, ',');) only.push_back(item);
        } else if (argument == "--sizes") {
            sizes = generalSizes = integers(value);
        } else if (argument == "--samples") {
            samples = integers(value).front();
        } else if (argument == "--spec") {
            spec = value;
        } else if (argument == "--w3") {
            w3.clear();
            std::stringstream stream(value);
            for (std::string item; std::getline(stream, item, ',');) {
                Variant variant;
                char name[64];
                if (std::sscanf(item.c_str(), "%63[^:]:%d:%d:%d", name, &variant.v, &variant.c, &variant.w) != 4) {
                    std::fprintf(stderr, "kiwi-bench: --w3 wants NAME:V:C:W, e.g. W3u:2000:1000:0\n");
                    return 64;
                }
                variant.name = name;
                w3.push_back(variant);
            }
        } else {
            std::fprintf(stderr, "kiwi-bench: unknown option %s\n", argument.c_str());
            return 64;
        }
    }
    auto runs = [&](const std::string &name) {
        return only.empty() || std::find(only.begin(), only.end(), name) != only.end();
    };
    std::printf("# kiwi-bench samples=%d\n", samples);
    if (runs("W1")) {
        Spec parsed;
        if (spec.empty() || !loadSpec(spec, parsed)) {
            std::fprintf(stderr, "kiwi-bench: cannot read the W1 spec at '%s' (use --spec)\n", spec.c_str());
            return 1;
        }
        runW1(parsed, samples);
    }
    if (runs("W2")) for (int n : sizes) runW2(n, samples);
    if (runs("W3")) for (auto &variant : w3) runW3(variant.name, variant.v, variant.c, variant.w, samples);
    if (runs("W4")) for (int n : generalSizes) runW4(n, samples);
    if (sink == 12345.678) std::printf("#\n");
    return 0;
}
