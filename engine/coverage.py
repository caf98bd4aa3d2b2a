"""How much of a card pool the engine automates, set by set, and which test covers each card.

    uv run python -m engine.coverage [--set CODE] [--json] [--cards DEFS.json]

The engine reads no card files of its own. Without ``--cards`` it reports on the pool an
installed provider gives: a callable registered under the entry-point group
``engine.card_pools`` (``POOL_PROVIDERS``) returning a ``CardPool``; Tourney registers the
cards imported into its database (``tourney cards import``, or the app's first start with
``--cards``), so the engine never imports the app. ``DEFS.json`` is a pool saved by
``CardPool.save`` (e.g. ``bench/engine_selfplay.py --set PR --save-cards``); the app's
``tourney cards coverage`` runs the same report on its card database. A card's set is the
code its collector number starts with ("PR12", "CNpf3", "CGf2"): promos count with the set
they name.

Each card is one of:

- *vanilla*: no keyword, no text;
- *keywords*: keywords only, each automated (``engine.scripts.keywords``);
- *automated*: text its script carries out (``engine.scripts``), keywords automated;
- *manual*, with the reason: a keyword the engine lacks, a script's ``Manual`` mark (its
  ``reason``), or no script in a set not scripted yet (``SCRIPTED_SETS``);
- *not handled*: text in a scripted set with neither a script nor a manual mark, or a manual
  mark without a reason.

Covering tests are found by scanning ``tests/engine`` beside the package (a source checkout):
the test functions, or else test files, that name the card's id.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import sys
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

from engine.cards import CardDefinition, CardPool
from engine.scripts import SCRIPTED_SETS, script_for
from engine.scripts.keywords import AUTOMATED
from engine.scripts.vocabulary import Manual

POOL_PROVIDERS = "engine.card_pools"  # entry-point group: callables returning a CardPool
KINDS = ("automated", "keywords", "vanilla", "manual", "not handled")
NOT_SCRIPTED = "set not scripted yet"
TESTS_DIR = Path(__file__).resolve().parent.parent / "tests" / "engine"

_SET_CODE = re.compile(r"[A-Za-z]+?(?=pf|f\d|\d|-|$)")
# A card id in test source: not part of a longer word or number ("test_PR1_turns" names PR1,
# "PR10" does not).
_CARD_ID = re.compile(r"(?<![A-Za-z0-9])[A-Z]{1,3}(?:pf|f)?\d+(?![A-Za-z0-9])")


@dataclass(frozen=True)
class CardCoverage:
    id: str
    name: str
    kind: str  # one of KINDS
    text: bool  # prints ability text (either side), beyond keywords
    reasons: tuple[str, ...] = ()  # manual / not handled: why
    tests: tuple[str, ...] = ()  # automated with text: "file.py::test_function" or "file.py"


@dataclass
class SetCoverage:
    code: str
    cards: list[CardCoverage] = field(default_factory=list)

    def of(self, kind: str) -> list[CardCoverage]:
        return [c for c in self.cards if c.kind == kind]

    @property
    def with_text(self) -> int:
        return sum(c.text for c in self.cards)

    @property
    def untested(self) -> list[CardCoverage]:
        """Automated cards with text that no test names."""
        return [c for c in self.of("automated") if c.text and not c.tests]


def set_code(card_id: str) -> str:
    """The set a collector number belongs to: its leading code ("CNpf3" -> "CN")."""
    found = _SET_CODE.match(card_id)
    return found.group(0) if found else card_id


def covering_tests(tests_dir: Path = TESTS_DIR) -> dict[str, tuple[str, ...]] | None:
    """Card id -> the tests naming it: each test function (its name, decorators or body), or
    the file when only its module-level code does. None when ``tests_dir`` is missing (an
    installed engine has no tests beside it)."""
    if not tests_dir.is_dir():
        return None
    found: dict[str, list[str]] = {}
    for path in sorted(tests_dir.glob("test_*.py")):
        source = path.read_text(encoding="utf-8")
        lines = source.splitlines()
        in_functions: set[str] = set()
        for node in ast.walk(ast.parse(source, str(path))):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test"):
                first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
                body = "\n".join([node.name, *lines[first - 1 : node.end_lineno]])
                for card_id in set(_CARD_ID.findall(body)):
                    found.setdefault(card_id, []).append(f"{path.name}::{node.name}")
                    in_functions.add(card_id)
        for card_id in set(_CARD_ID.findall(source)) - in_functions:
            found.setdefault(card_id, []).append(path.name)
    return {card_id: _named_first(card_id, tests) for card_id, tests in found.items()}


def _named_first(card_id: str, tests: list[str]) -> tuple[str, ...]:
    """Tests named for the card (``test_PR1_turns_over...``) before those that only use it."""
    return tuple(sorted(tests, key=lambda t: card_id not in _CARD_ID.findall(t.split("::")[-1])))


def card_coverage(
    definition: CardDefinition, tests: dict[str, tuple[str, ...]] | None = None
) -> CardCoverage:
    """How the engine handles one card; ``tests``: ``covering_tests()``."""
    d = definition
    sides = [(d.keywords, d.text, "")]
    if d.boosted is not None:
        sides.append((d.boosted.keywords, d.boosted.text, "(Boosted) "))
    has_text = any(text for _, text, _ in sides)
    has_keywords = any(keywords for keywords, _, _ in sides)
    reasons = [
        f"{side}keyword {k} is not automated"
        for keywords, _, side in sides
        for k in keywords
        if k.name not in AUTOMATED
    ]
    unhandled: list[str] = []
    script = script_for(d.id)
    if has_text and script is None:
        if set_code(d.id) in SCRIPTED_SETS:
            unhandled.append("text with neither a script nor a manual mark")
        else:
            reasons.append(NOT_SCRIPTED)
    elif script is not None:
        front = [a for a in script.abilities if isinstance(a, Manual)]
        back = [a for a in script.boosted if isinstance(a, Manual)] if d.boosted else []
        reasons += dict.fromkeys(m.reason for m in front if m.reason)
        reasons += dict.fromkeys(
            f"(Boosted) {m.reason}" for m in back if m.reason and m.reason not in reasons
        )
        if any(not m.reason for m in front + back):
            unhandled.append("a manual mark without its reason")
    if unhandled:
        kind = "not handled"
    elif reasons:
        kind = "manual"
    elif has_text:
        kind = "automated"
    else:
        kind = "keywords" if has_keywords else "vanilla"
    covered = (tests or {}).get(d.id, ()) if kind == "automated" and has_text else ()
    return CardCoverage(d.id, d.name, kind, has_text, tuple(unhandled + reasons), covered)


def pool_coverage(
    pool: CardPool, tests: dict[str, tuple[str, ...]] | None = None, code: str | None = None
) -> list[SetCoverage]:
    """Every card of ``pool`` (of the set ``code`` only, if given) by set, sets and cards in
    collector-number order; ``tests``: ``covering_tests()``."""
    sets: dict[str, SetCoverage] = {}
    for d in sorted(pool.values(), key=lambda d: _number_order(d.id)):
        card_set = set_code(d.id)
        if code is None or card_set.casefold() == code.casefold():
            sets.setdefault(card_set, SetCoverage(card_set)).cards.append(card_coverage(d, tests))
    return sorted(sets.values(), key=lambda s: s.code)


def _number_order(card_id: str) -> tuple[str, str, int]:
    code = set_code(card_id)
    rest = card_id[len(code) :]
    digits = re.search(r"\d+", rest)
    return code, rest[: digits.start()] if digits else rest, int(digits.group(0)) if digits else 0


def render(sets: Sequence[SetCoverage], tests_found: bool = True) -> str:
    """The report as text: a table of counts, then per set its manual, not handled and
    automated cards (each automated card with the tests naming it)."""
    header = f"{'set':4} {'cards':>5} {'text':>5} {'auto':>5} {'kw':>4} {'plain':>5} "
    header += f"{'manual':>6} {'not handled':>11}"
    out = [header]
    for s in [*sets, _total(sets)] if len(sets) > 1 else sets:
        out.append(
            f"{s.code:4} {len(s.cards):>5} {s.with_text:>5} {len(s.of('automated')):>5} "
            f"{len(s.of('keywords')):>4} {len(s.of('vanilla')):>5} {len(s.of('manual')):>6} "
            f"{len(s.of('not handled')):>11}"
        )
    for s in sets:
        out += ["", f"== {s.code}"]
        unscripted = [c for c in s.of("manual") if c.reasons == (NOT_SCRIPTED,)]
        if unscripted:
            out.append(f"manual: {len(unscripted)} cards with text: {NOT_SCRIPTED}")
        out += [
            f"{c.kind}: {c.id} {c.name}: {'; '.join(c.reasons)}"
            for c in s.of("not handled") + s.of("manual")
            if c not in unscripted
        ]
        for c in s.of("automated"):
            if not c.text:
                continue
            where = "tests not found" if not tests_found else c.tests[0] if c.tests else "NO TEST"
            more = f" (+{len(c.tests) - 1} more)" if len(c.tests) > 1 else ""
            out.append(f"automated: {c.id} {c.name}: {where}{more}")
    return "\n".join(out)


def _total(sets: Sequence[SetCoverage]) -> SetCoverage:
    return SetCoverage("all", [c for s in sets for c in s.cards])


def to_json(sets: Sequence[SetCoverage]) -> list[dict[str, object]]:
    return [
        {
            "set": s.code,
            "counts": {"cards": len(s.cards), "with text": s.with_text}
            | {kind: len(s.of(kind)) for kind in KINDS},
            "cards": [asdict(c) for c in s.cards],
        }
        for s in sets
    ]


def report(
    pool: CardPool, code: str | None = None, as_json: bool = False, tests_dir: Path = TESTS_DIR
) -> str:
    """``python -m engine.coverage``'s output for ``pool`` (one set with ``code``). Raises
    ValueError when no card of that set is in the pool."""
    tests = covering_tests(tests_dir)
    sets = pool_coverage(pool, tests, code)
    if not sets:
        known = ", ".join(sorted({set_code(i) for i in pool}))
        raise ValueError(f"--set {code}: no card of that set in the pool (sets: {known})")
    if as_json:
        return json.dumps(to_json(sets), indent=1, ensure_ascii=False)
    return render(sets, tests is not None) + ("" if tests is not None else "\n(tests not found)")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.coverage", description=__doc__)
    parser.add_argument("--cards", type=Path, help="pool saved by CardPool.save")
    parser.add_argument("--set", dest="code", metavar="CODE", help="one set: PR, CN, CG ...")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    args = parser.parse_args(argv)
    if args.cards is None:  # the engine reads no card files of its own: a provider does
        try:
            pool = provided_pool()
        except LookupError as error:
            sys.stderr.write(
                f"engine.coverage: which cards? {error}. Or pass --cards DEFS.json (definitions "
                "saved by CardPool.save, e.g. `uv run python bench/engine_selfplay.py --set all "
                "--save-cards DEFS.json`).\n"
            )
            return 2
        return _print_report(pool, args.code, args.json)
    try:
        pool = CardPool.load(args.cards)
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as error:
        detail = f"a card has no {error} field" if isinstance(error, KeyError) else str(error)
        sys.stderr.write(
            f"engine.coverage: cannot read card definitions {args.cards} (a JSON list saved by "
            f"CardPool.save): {detail}\n"
        )
        return 2
    return _print_report(pool, args.code, args.json)


def provided_pool() -> CardPool:
    """The pool of the first provider registered under ``POOL_PROVIDERS``; LookupError, saying
    why, when there is none or it has no cards to give."""
    from importlib.metadata import entry_points

    for provider in entry_points(group=POOL_PROVIDERS):
        return provider.load()()
    raise LookupError(f"no card pool provider is installed (entry points {POOL_PROVIDERS!r})")


def _print_report(pool: CardPool, code: str | None, as_json: bool) -> int:
    try:
        print(report(pool, code, as_json))
    except ValueError as error:
        print(f"engine.coverage: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
