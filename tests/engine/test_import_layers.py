"""The engine's modules form layers with no import cycle (``engine/README.md``, "Layers").

Every ``import`` of an engine module is read from the source (``ast``), those inside functions
included: a module imports only from its own layer or lower ones, imports inside functions are
not used to reach around the order, and the graph has no cycle. Imports under
``if TYPE_CHECKING:`` are annotations only and run nothing; they are not counted, nor is the
package ``__init__`` Python runs before a submodule (``engine/__init__.py`` loads every
layer, which is what fills ``engine.registry``). A low layer
that must call a higher one does so through ``engine.registry``, filled by the higher module.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "engine"


def _names(text: str) -> set[str]:
    return set(text.split())


# Lowest first. A module may import from its own layer (without a cycle) and the layers below.
LAYERS: list[tuple[str, set[str]]] = [
    (
        "state and card data",
        _names(
            "errors codec registry areas agenda state cards tokens characteristics choices trace "
            "explain confront vanilla scripts scripts.vocabulary scripts.keywords"
        ),
    ),
    ("view", {"view"}),
    ("table", {"table", "manual"}),
    ("rule checks", {"loops"}),
    ("effects", {"abilities", "faceoff", "effects"}),
    ("actions", {"priority", "reasons"}),
    ("flow", {"flow"}),
    (
        "game",
        _names(
            "game edits position record scenario perspective invariants selfplay coverage __init__"
        ),
    ),
]
# Families of modules: one of card scripts per set (card data, beside the vocabulary), one of
# verbs per family of instructions (``engine.effects``, beside the Resolver).
FAMILIES = {"scripts.": "state and card data", "effects.": "effects"}


def module_name(path: Path) -> str:
    return ".".join(path.relative_to(ENGINE).with_suffix("").parts)


def modules() -> dict[str, Path]:
    return {module_name(p).removesuffix(".__init__"): p for p in sorted(ENGINE.rglob("*.py"))}


def _type_checking(node: ast.If) -> bool:
    return isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"


def imports(path: Path, known: set[str]) -> Iterator[tuple[str, int, bool]]:
    """(engine module imported, line, whether inside a function) for each import in ``path``."""

    def targets(node: ast.Import | ast.ImportFrom) -> Iterator[str]:
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif node.level or not node.module:
            raise AssertionError(f"{path.name}:{node.lineno}: relative import")
        else:
            names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
        for name in names:
            if name.startswith("engine."):
                short = name.removeprefix("engine.")
                if short in known:
                    yield short
            elif name == "engine" and isinstance(node, ast.ImportFrom):
                continue  # ``from engine import x``: the submodules are named above

    def visit(node: ast.AST, local: bool) -> Iterator[tuple[str, int, bool]]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _type_checking(child):
                continue
            inside = local or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef)
            if isinstance(child, ast.Import | ast.ImportFrom):
                for name in targets(child):
                    yield name, child.lineno, inside
            yield from visit(child, inside)

    yield from visit(ast.parse(path.read_text(encoding="utf-8")), False)


def graph() -> dict[str, set[str]]:
    found = modules()
    return {
        name: {t for t, _, _ in imports(path, set(found)) if t != name}
        for name, path in found.items()
    }


def layer_of() -> dict[str, int]:
    layers = {m: i for i, (_, names) in enumerate(LAYERS) for m in names}
    for name in modules():
        for prefix, layer in FAMILIES.items():
            if name.startswith(prefix) and name not in layers:
                layers[name] = [n for n, _ in LAYERS].index(layer)
    return layers


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while True:
                w = stack.pop()
                on.discard(w)
                part.append(w)
                if w == v:
                    break
            if len(part) > 1:
                found.append(sorted(part))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def test_every_engine_module_has_a_layer() -> None:
    layers = layer_of()
    assert sorted(set(modules()) - set(layers)) == [], "add the new module to LAYERS"
    assert sorted(set(layers) - set(modules())) == [], "LAYERS names a module that is gone"


def test_no_module_imports_from_a_higher_layer() -> None:
    layers = layer_of()
    upward = [
        f"{name} ({LAYERS[layers[name]][0]}) imports {target} ({LAYERS[layers[target]][0]})"
        for name, targets in graph().items()
        for target in sorted(targets)
        if layers[target] > layers[name]
    ]
    assert upward == []


def test_no_engine_import_inside_a_function() -> None:
    found = modules()
    local = [
        f"{path.relative_to(ENGINE.parent)}:{line} imports engine.{target}"
        for name, path in found.items()
        for target, line, inside in imports(path, set(found))
        if inside
    ]
    assert local == []


def test_the_engine_has_no_import_cycle() -> None:
    assert cycles(graph()) == []


def test_the_check_sees_a_cycle_and_an_import_inside_a_function(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text("from engine.b import x\n")
    (tmp_path / "b.py").write_text("def f():\n    from engine.a import y\n")
    known = {"a", "b"}
    a = list(imports(tmp_path / "a.py", known))
    b = list(imports(tmp_path / "b.py", known))
    assert a == [("b", 1, False)] and b == [("a", 2, True)]
    assert cycles({"a": {"b"}, "b": {"a"}}) == [["a", "b"]]
