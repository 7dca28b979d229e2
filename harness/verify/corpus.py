"""The labelled corpora of the verifiers: run both modes on every case, compare with the labels,
and compute precision and recall. Thirty-seven sets:
- `corpus` (tests/verifier_corpus/): the verifiers are developed against it; both modes checked.
- `seen` (tests/verifier_heldout/): the first held-out set. It was looked at on 2026-12-01 to find
  the classes the verifiers missed, so from then on it is a development set: paper mode checked,
  strong mode measured.
- `seen2` (tests/verifier_heldout2/): the second held-out set, written blind on 2026-12-01; looked
  at the same way in the next session, a development set since: both modes measured (its labels
  carry no paper verdicts: its author did not know them).
- `seen3` (tests/verifier_heldout3/): the third, written blind on 2026-12-01 by two authors; its
  first measurement printed its wrong verdicts (a path given to --corpus was checked, not only
  measured), so it was looked at too and is a development set: both modes measured.
- `seen4` (tests/verifier_heldout4/): the fourth, written blind on 2026-12-01 by two more authors,
  measured blind, then looked at on 2026-12-02 to find the classes still missed: both modes measured.
- `seen5` (tests/verifier_heldout5/): the fifth, written blind on 2026-12-02, measured blind, then
  looked at the same day: both modes measured.
- `seen6` (tests/verifier_heldout6/): the sixth, written blind on 2026-12-02, measured blind, then
  looked at the same day: both modes measured.
- `seen7` (tests/verifier_heldout7/): the seventh, written blind on 2026-12-02, measured blind, then
  looked at in the next session: both modes measured.
- `seen8` (tests/verifier_heldout8/): the eighth, written blind on 2026-12-02 (its labels say whether
  a case is typical agent code or a subtle shape), measured blind, then looked at the same day.
- `seen9` (tests/verifier_heldout9/): the ninth, written blind on 2026-12-02 (kinds too), measured
  blind, then looked at the same day.
- `seen10` (tests/verifier_heldout10/): the tenth, written blind on 2026-12-02 (kinds too), measured
  blind, then looked at the same day.
- `seen11` (tests/verifier_heldout11/): the eleventh, written blind on 2026-12-02 (kinds too),
  measured blind, then looked at in the next session.
- `seen12` (tests/verifier_heldout12/): the twelfth, written blind on 2026-12-02 (kinds too),
  measured blind, then looked at the same day.
- `seen13` (tests/verifier_heldout13/): the thirteenth, written blind on 2026-12-02 (kinds too),
  measured blind, then looked at the same day.
- `seen14` (tests/verifier_heldout14/): the fourteenth, written blind on 2026-12-02 (kinds too),
  measured blind, then looked at in the next session.
- `seen15` (tests/verifier_heldout15/): the fifteenth, written blind on 2026-12-02 (kinds too),
  measured blind, then looked at the same day.
- `seen16` (tests/verifier_heldout16/): the sixteenth, written blind on 2026-12-02 (kinds too),
  measured blind, then looked at the same day.
- `seen17` (tests/verifier_heldout17/): the seventeenth, written blind on 2026-12-02 (kinds too),
  measured blind, then looked at the same day (two labels corrected after reading: its README).
- `seen18` (tests/verifier_heldout18/): the eighteenth, written blind on 2026-12-02 (kinds too),
  measured blind, then looked at the same day (one label corrected after reading: its README).
- `seen19` (tests/verifier_heldout19/): the nineteenth, written blind on 2026-12-02 (kinds too),
  measured blind, then looked at in the next session.
- `seen20` (tests/verifier_heldout20/): the twentieth, written blind on 2026-12-02 (kinds too),
  measured blind, then looked at the same day.
- `seen21` (tests/verifier_heldout21/): the twenty-first, written blind on 2026-12-02 (kinds too),
  measured blind, then looked at the same day.
- `seen22` (tests/verifier_heldout22/): the twenty-second, written blind on 2026-12-02 (kinds too),
  measured blind, then looked at in the next session.
- `seen23` (tests/verifier_heldout23/): the twenty-third, written blind on 2026-12-02 (kinds too),
  measured blind, then looked at the same day.
- `seen24` (tests/verifier_heldout24/): the twenty-fourth, written blind on 2026-12-02 (kinds too),
  measured blind, then looked at in the next session.
- `seen25` (tests/verifier_heldout25/): the twenty-fifth, written blind on 2026-12-03 (kinds too),
  measured blind, then looked at the same session.
- `seen26` (tests/verifier_heldout26/): the twenty-sixth, written blind on 2026-12-03 (kinds too),
  measured blind, then looked at in the next session.
- `seen27` (tests/verifier_heldout27/): the twenty-seventh, written blind on 2026-12-03 (kinds
  too), measured blind, then looked at the same session.
- `seen28` (tests/verifier_heldout28/): the twenty-eighth, written blind on 2026-12-03 (kinds
  too), measured blind, then looked at in the next session.
- `seen29` (tests/verifier_heldout29/): the twenty-ninth, written blind on 2026-12-03 (kinds
  too), measured blind, then looked at the same session.
- `seen30` (tests/verifier_heldout30/): the thirtieth, written blind on 2026-12-03 (kinds too),
  measured blind, then looked at in the next session.
- `seen31` (tests/verifier_heldout31/): the thirty-first, written blind on 2026-12-03 (kinds
  too), measured blind, then looked at the same session.
- `seen32` (tests/verifier_heldout32/): the thirty-second, written blind on 2026-12-03 (kinds
  too), measured blind, then looked at in the next session.
- `seen33` (tests/verifier_heldout33/): the thirty-third, written blind on 2026-12-03 (kinds
  too), measured blind, then looked at the same session.
- `seen34` (tests/verifier_heldout34/): the thirty-fourth, written blind on 2026-12-03 (kinds
  too), measured blind, then looked at the same session.
- `seen35` (tests/verifier_heldout35/): the thirty-fifth, written blind on 2026-12-03 (kinds
  too), measured blind, then looked at the same session.
- `heldout` (tests/verifier_heldout36/): written blind on 2026-12-03 by two more authors who read
  neither the verifiers nor the other sets' code and never ran the verifiers; nothing here may be
  used for tuning (a case used for a fix moves to the corpus). Both modes only measured, and no
  case-level line is ever printed for it (`--blind` does the same for a directory).
`python -m harness.verify.corpus [--corpus corpus|seen|seen2 … seen35|heldout|PATH] [--blind] [--write-doc]`;
--write-doc rewrites the tables of every set in docs/verifiers.md and README.md.

A case is a directory with a `label.yaml` (why, runtime, constraints, expect, optional paper and
source) and either the solution's files or a `patch.diff`. `expect` is the truth (pass =
compliant); `paper` lists the verdicts the study's checks give where they differ from the truth;
`source` records where a case built from a public project comes from (repository, commit,
licence, paths, adapted). Paper mode must match `expect` overridden by `paper` on the corpus and
the seen set. Strong mode must match `expect` on the corpus except for the verdicts listed in the
corpus's `_known_strong_errors.yaml` (case -> verifier -> why it is wrong today), which must still
be wrong; elsewhere strong mode is measured, not checked case by case.

Precision and recall treat a violation as the positive class: precision = caught violations /
all failures reported; recall = caught violations / all violations in the corpus.
"""

from __future__ import annotations

import argparse
import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from harness.verify.model import MODES, Constraints

VERIFIERS = ("architecture", "database", "orm")


@dataclass(frozen=True)
class CorpusSet:
    directory: str  # under tests/
    title: str
    check_strong: bool  # strong verdicts must match the labels (else only measured)
    check_paper: bool  # paper verdicts must match the labels (their `paper` overrides)


def _seen_after_measurement(number: int, ordinal: str) -> CorpusSet:
    """A set written blind (on 2026-12-02; from the twenty-fifth on, 2026-12-03), measured blind
    once, then looked at (a development set)."""
    written = "2026-12-03" if number >= 25 else "2026-12-02"
    title = f"Seen (the {ordinal} held-out set, written blind {written}, looked at after its first measurement)"
    return CorpusSet(f"verifier_heldout{number}", title, False, False)


SETS = {
    "corpus": CorpusSet("verifier_corpus", "Corpus", True, True),
    "seen": CorpusSet("verifier_heldout", "Seen (the first held-out set, a development set since 2026-12-01)", False, True),
    "seen2": CorpusSet("verifier_heldout2", "Seen (the second held-out set, written blind 2026-12-01, a development "
                       "set since it was looked at in the next session)", False, False),  # fmt: skip
    "seen3": CorpusSet("verifier_heldout3", "Seen (the third held-out set, written blind 2026-12-01, looked at "
                       "since its first measurement)", False, False),  # fmt: skip
    "seen4": CorpusSet("verifier_heldout4", "Seen (the fourth held-out set, written blind 2026-12-01, looked at "
                       "on 2026-12-02)", False, False),  # fmt: skip
    **{f"seen{n}": _seen_after_measurement(n, ordinal) for n, ordinal in enumerate(
        ("fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth", "twenty-first", "twenty-second", "twenty-third", "twenty-fourth", "twenty-fifth", "twenty-sixth", "twenty-seventh", "twenty-eighth", "twenty-ninth", "thirtieth", "thirty-first", "thirty-second", "thirty-third", "thirty-fourth", "thirty-fifth"), start=5)},  # fmt: skip
    "heldout": CorpusSet("verifier_heldout36", "Held-out (blind, the thirty-sixth set, written 2026-12-03 by two authors)", False, False),
}
CORPORA = {name: spec.directory for name, spec in SETS.items()}
TITLES = {name: spec.title for name, spec in SETS.items()}
DEVELOPMENT = tuple(name for name in SETS if name != "heldout")  # the sets tuning has looked at
KNOWN_STRONG_ERRORS = "_known_strong_errors.yaml"
DOC_BEGIN = "<!-- corpus-metrics:begin (generated by python -m harness.verify.corpus --write-doc) -->"
DOC_END = "<!-- corpus-metrics:end -->"


def tests_dir() -> Path:
    return Path(__file__).resolve().parents[2] / "tests"


def corpus_dir(name: str) -> Path:
    """`corpus`, `seen`, `heldout`, or a path to a directory of cases."""
    return tests_dir() / CORPORA[name] if name in CORPORA else Path(name)


def default_corpus() -> Path:
    return corpus_dir("corpus")


def default_heldout() -> Path:
    return corpus_dir("heldout")


def development_sets() -> list[Path]:
    return [corpus_dir(name) for name in DEVELOPMENT]


def default_docs() -> list[Path]:
    """The documents that carry the metrics block."""
    root = Path(__file__).resolve().parents[2]
    return [root / "docs" / "verifiers.md", root / "README.md"]


@dataclass(frozen=True)
class Origin:
    """Where a case built from a public project comes from (label key `source`)."""

    repository: str  # owner/name on GitHub
    commit: str  # 40 hex digits
    licence: str
    paths: tuple[str, ...]  # what was taken
    adapted: str  # what was changed

    @classmethod
    def from_label(cls, data: dict, where: Path) -> "Origin":
        missing = {"repository", "commit", "licence", "paths", "adapted"} - set(data)
        if missing:
            raise ValueError(f"{where}: source lacks {sorted(missing)}")
        if not re.fullmatch(r"[0-9a-f]{40}", str(data["commit"])):
            raise ValueError(f"{where}: source commit must be 40 hex digits")
        if not re.fullmatch(r"[\w.-]+/[\w.-]+", str(data["repository"])):
            raise ValueError(f"{where}: source repository must be owner/name")
        paths = data["paths"]
        if not isinstance(paths, list) or not paths or not all(isinstance(p, str) for p in paths):
            raise ValueError(f"{where}: source paths must be a non-empty list of strings")
        if not str(data["licence"]).strip() or not str(data["adapted"]).strip():
            raise ValueError(f"{where}: source licence and adapted must not be empty")
        return cls(
            str(data["repository"]), str(data["commit"]), str(data["licence"]), tuple(paths), str(data["adapted"])
        )


@dataclass
class Case:
    name: str
    path: Path
    why: str
    constraints: Constraints
    expect: dict[str, bool]  # verifier -> compliant?
    paper: dict[str, bool]  # verifier -> what paper mode says, where it differs from the truth
    origin: Origin | None = None  # set for cases built from a public project
    static: dict[str, str] = field(default_factory=dict)  # verifier -> "unknown" where the code cannot tell
    kind: str | None = None  # typical (what an agent most plausibly writes) or subtle (a shape no set named yet)

    @property
    def source(self) -> Path:
        patch = self.path / "patch.diff"
        return patch if patch.exists() else self.path

    def expected(self, mode: str) -> dict[str, bool]:
        return {**self.expect, **self.paper} if mode == "paper" else dict(self.expect)


def _verdict(value: str) -> bool:
    if value not in ("pass", "fail"):
        raise ValueError(f"verdict must be pass or fail, not {value!r}")
    return value == "pass"


def load_case(label_path: Path) -> Case:
    label = yaml.safe_load(label_path.read_text())
    spec = label["constraints"]
    constraints = Constraints(
        runtime=label["runtime"],
        architecture=bool(spec.get("architecture", False)),
        database=spec.get("database"),
        orm=bool(spec.get("orm", False)),
    )
    expect = {k: _verdict(v) for k, v in label["expect"].items()}
    if set(expect) != set(constraints.active()):
        raise ValueError(f"{label_path}: expect must name exactly the active verifiers {constraints.active()}")
    paper = {k: _verdict(v) for k, v in (label.get("paper") or {}).items()}
    if not set(paper) <= set(expect):
        raise ValueError(f"{label_path}: paper names a verifier that is not active")
    if any(paper[k] == expect[k] for k in paper):
        raise ValueError(f"{label_path}: paper repeats the truth; list only the verdicts where it differs")
    origin = Origin.from_label(label["source"], label_path) if "source" in label else None
    static = label.get("static") or {}
    if set(static) - set(expect) or set(static.values()) - {"unknown"}:
        raise ValueError(f"{label_path}: static may only mark active verifiers as unknown, not {static}")
    kind = label.get("kind")
    if kind not in (None, "typical", "subtle"):
        raise ValueError(f"{label_path}: kind must be typical or subtle, not {kind!r}")
    return Case(label_path.parent.name, label_path.parent, label["why"], constraints, expect, paper, origin, static, kind)


def load_cases(corpus: Path | None = None) -> list[Case]:
    corpus = corpus or default_corpus()
    return [load_case(p) for p in sorted(corpus.glob("*/label.yaml"))]


def load_known_errors(corpus: Path | None = None) -> dict[str, dict[str, str]]:
    """case -> verifier -> why strong mode is wrong there today (empty when the file is absent)."""
    path = (corpus or default_corpus()) / KNOWN_STRONG_ERRORS
    if not path.exists():
        return {}
    data = yaml.safe_load(path.read_text()) or {}
    for case, verifiers in data.items():
        if not isinstance(verifiers, dict) or not all(v in VERIFIERS and str(w).strip() for v, w in verifiers.items()):
            raise ValueError(f"{path}: {case} must map verifier names to a reason")
    return data


@dataclass
class Tally:
    tp: int = 0  # violation caught
    fp: int = 0  # compliant solution failed
    fn: int = 0  # violation missed
    tn: int = 0  # compliant solution passed

    def add(self, truth_compliant: bool, passed: bool) -> None:
        if not truth_compliant and not passed:
            self.tp += 1
        elif truth_compliant and not passed:
            self.fp += 1
        elif not truth_compliant and passed:
            self.fn += 1
        else:
            self.tn += 1

    @property
    def cases(self) -> int:
        return self.tp + self.fp + self.fn + self.tn

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0


@dataclass
class Report:
    title: str = "Corpus"
    where: str = ""
    tallies: dict[tuple[str, str], Tally] = field(default_factory=dict)  # (mode, verifier)
    mismatches: list[str] = field(default_factory=list)  # verdicts that break the labels (or the known list)
    known_errors: list[str] = field(default_factory=list)  # strong verdicts wrong as listed in the known file
    stale_known: list[str] = field(default_factory=list)  # listed as wrong, but right now: the entry must go
    verdicts: dict[tuple[str, str, str], bool] = field(default_factory=dict)  # (case, mode, verifier) -> passed
    cases: int = 0
    unknown: dict[str, int] = field(default_factory=dict)  # verifier -> strong static verdicts left to runtime


def evaluate(corpus: Path | None = None, title: str = "Corpus", check_strong: bool = True,
             check_paper: bool = True) -> Report:  # fmt: skip
    """Run both modes on every case. With check_strong, a strong verdict that differs from the label
    is a mismatch unless the corpus's known-errors file lists it (and a listed one that is right is
    stale); without, strong mode is only measured. check_paper: the same for paper mode (always
    against the labels, overridden by their `paper` verdicts)."""
    from harness.verify import verify_static

    corpus = corpus or default_corpus()
    known = load_known_errors(corpus) if check_strong else {}
    cases = load_cases(corpus)
    names = {c.name: c for c in cases}
    report = Report(title=title, where=_shown(corpus))
    for case_name, verifiers in known.items():
        if case_name not in names or not set(verifiers) <= set(names[case_name].expect):
            report.mismatches.append(
                f"{KNOWN_STRONG_ERRORS}: {case_name} {sorted(verifiers)} is not a labelled verdict"
            )
    for case in cases:
        report.cases += 1
        for mode in MODES:
            results = {r.name: r for r in verify_static(case.source, case.constraints, mode=mode)}
            expected = case.expected(mode)
            for name, truth in case.expect.items():
                passed = results[name].passed
                report.verdicts[(case.name, mode, name)] = passed
                report.tallies.setdefault((mode, name), Tally()).add(truth, passed)
                listed = mode == "strong" and name in known.get(case.name, {})
                line = (
                    f"{case.name} [{mode}] {name}: got {'pass' if passed else 'fail'}, "
                    f"label says {'pass' if expected[name] else 'fail'}"
                )
                if passed != expected[name]:
                    if listed:
                        report.known_errors.append(f"{line} (known: {known[case.name][name]})")
                    elif (mode == "paper" and check_paper) or (mode == "strong" and check_strong):
                        report.mismatches.append(f"{line} ({case.why})")
                elif listed:
                    report.stale_known.append(f"{line}: fixed? remove it from {KNOWN_STRONG_ERRORS}")
                if mode == "strong":
                    unknown = results[name].unknown
                    if unknown:
                        report.unknown[name] = report.unknown.get(name, 0) + 1
                    if check_strong and unknown != (case.static.get(name) == "unknown") and not listed:
                        report.mismatches.append(
                            f"{case.name} [strong] {name}: static verdict {results[name].static_verdict}, label "
                            f"says {case.static.get(name, 'pass or fail')} ({case.why})"
                        )  # fmt: skip
    return report


def _shown(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(tests_dir().parent)) + "/"
    except ValueError:
        return str(path)


def render_table(report: Report) -> str:
    lines = [
        f"{report.title}: {report.cases} labelled cases ({report.where}). Positive class = violation.",
        "",
        "| mode | verifier | cases | violations caught | violations missed | false alarms | precision | recall |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for mode in MODES:
        total = Tally()
        for name in VERIFIERS:
            tally = report.tallies.get((mode, name), Tally())
            total.tp += tally.tp
            total.fp += tally.fp
            total.fn += tally.fn
            total.tn += tally.tn
            lines.append(
                f"| {mode} | {name} | {tally.cases} | {tally.tp} | {tally.fn} | {tally.fp} "
                f"| {tally.precision:.0%} | {tally.recall:.0%} |"
            )
        lines.append(
            f"| {mode} | **all** | {total.cases} | {total.tp} | {total.fn} | {total.fp} "
            f"| **{total.precision:.0%}** | **{total.recall:.0%}** |"
        )
    if report.unknown:
        left = ", ".join(f"{name} {count}" for name, count in sorted(report.unknown.items()))
        lines += ["", f'Strong static verdicts "unknown" (counted with their `passed`, True; runtime evidence '
                      f"decides): {left}."]  # fmt: skip
    return "\n".join(lines)


def source_repositories(corpus: Path) -> set[str]:
    """The public repositories the cases of a corpus were built from (owner/name, lower case)."""
    return {c.origin.repository.lower() for c in load_cases(corpus) if c.origin}


def _part(whole: Report, kept: list[Case], title: str, where: str) -> Report:
    """The verdicts of `whole` restricted to the cases `kept` (no case is named)."""
    report = Report(title=title, where=where)
    for case in kept:
        report.cases += 1
        for mode in MODES:
            for name, truth in case.expect.items():
                report.tallies.setdefault((mode, name), Tally()).add(truth, whole.verdicts[(case.name, mode, name)])
    return report


def independent_part(heldout: Report, heldout_dir: Path, others: list[Path]) -> Report:
    """The held-out verdicts restricted to cases whose source repository supplied no case to the
    other sets: the part of the held-out set that no tuning saw any code of."""
    shared = set().union(*(source_repositories(d) for d in others))
    kept = [c for c in load_cases(heldout_dir) if not (c.origin and c.origin.repository.lower() in shared)]
    return _part(heldout, kept, "Held-out, independent part", f"{heldout.where} without the cases whose source "
                 "repository also supplied cases to the other sets")  # fmt: skip


def kind_parts(whole: Report, directory: Path) -> list[Report]:
    """The verdicts split by the cases' `kind` (typical agent code vs shapes no set named before),
    for a set whose labels carry it."""
    cases = load_cases(directory)
    return [_part(whole, [c for c in cases if c.kind == kind], f"{whole.title}, {kind} cases only",
                  f"{whole.where} where label.yaml says kind: {kind}")  # fmt: skip
            for kind in ("typical", "subtle") if any(c.kind == kind for c in cases)]


def evaluate_set(name: str) -> Report:
    """One of the named sets, checked or measured as its role says."""
    spec = SETS[name]
    return evaluate(corpus_dir(name), spec.title, check_strong=spec.check_strong, check_paper=spec.check_paper)


def evaluate_all() -> list[Report]:
    """The tables of the docs: every set, and the held-out's independent part when some of its
    cases share a source repository with the sets tuning has looked at."""
    return docs_tables({name: evaluate_set(name) for name in SETS})


def docs_tables(reports: dict[str, Report]) -> list[Report]:
    heldout = reports["heldout"]
    independent = independent_part(heldout, default_heldout(), development_sets())
    tables = [reports[name] for name in SETS] + ([independent] if independent.cases < heldout.cases else [])
    return tables + kind_parts(heldout, default_heldout())


def doc_block(reports: list[Report]) -> str:
    return "\n".join([DOC_BEGIN, "\n\n".join(render_table(r) for r in reports), DOC_END])


def current_doc_block(doc: Path) -> str | None:
    if not doc.exists():
        return None
    text = doc.read_text()
    start, end = text.find(DOC_BEGIN), text.find(DOC_END)
    if start < 0 or end < 0:
        return None
    return text[start : end + len(DOC_END)]


def write_doc(reports: list[Report], docs: list[Path] | None = None) -> None:
    for doc in docs or default_docs():
        text = doc.read_text()
        current = current_doc_block(doc)
        if current is None:
            raise ValueError(f"{doc} has no {DOC_BEGIN} … {DOC_END} block")
        doc.write_text(text.replace(current, doc_block(reports)))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", default="corpus", help="corpus (tests/verifier_corpus/), seen, seen2 … seen35 (tests/"
                        "verifier_heldout{,2,…,35}/, development sets), heldout (tests/verifier_heldout36/, blind) or a "
                        "directory of cases (checked against its labels, unless --blind)")  # fmt: skip
    parser.add_argument("--blind", action="store_true",
                        help="with a directory: measure only, print no case (keeps a blind set blind)")  # fmt: skip
    parser.add_argument("--write-doc", action="store_true",
                        help="rewrite the tables of every set in docs/verifiers.md and README.md")  # fmt: skip
    args = parser.parse_args()
    if args.write_doc:
        write_doc(evaluate_all())
    if args.corpus in CORPORA:
        report = evaluate_set(args.corpus)
    elif args.blind:
        report = evaluate(corpus_dir(args.corpus), "Blind", check_strong=False, check_paper=False)
    else:
        report = evaluate(corpus_dir(args.corpus), "Corpus")
    print(render_table(report))
    if args.corpus == "heldout":
        independent = independent_part(report, default_heldout(), development_sets())
        if independent.cases < report.cases:
            print()
            print(render_table(independent))
    for part in kind_parts(report, corpus_dir(args.corpus)):
        print()
        print(render_table(part))
    for line in report.mismatches:
        print("MISMATCH", line)
    for line in report.stale_known:
        print("STALE", line)
    if report.known_errors:
        print(f"({len(report.known_errors)} strong verdicts wrong as listed in {KNOWN_STRONG_ERRORS})")
    return 1 if report.mismatches or report.stale_known else 0


if __name__ == "__main__":
    raise SystemExit(main())
