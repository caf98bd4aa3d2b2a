"""Plain-data encoding of the engine's small frozen dataclasses (agenda items, choices, edits).

Each object becomes ``{"type": ClassName, field: value, ...}``; decoding reads the field types
from the class annotations, so records and positions stay readable JSON.
"""

from __future__ import annotations

import dataclasses
import enum
import json
import types
import typing
from collections.abc import Callable, Iterable, Mapping
from functools import cache
from typing import Any

from engine.errors import EngineError


def encode(obj: Any) -> Any:
    if hasattr(obj, "parse") and not isinstance(obj, type):  # values with a text form (Area)
        return str(obj)
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        out: dict[str, Any] = {"type": type(obj).__name__}
        for f in dataclasses.fields(obj):
            out[f.name] = encode(getattr(obj, f.name))
        return out
    if isinstance(obj, enum.Enum):
        return obj.value
    if isinstance(obj, tuple | list):
        return [encode(x) for x in obj]
    return obj


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def decode(data: Any, registry: Mapping[str, type]) -> Any:
    """Decode an object written by ``encode`` whose class is in ``registry``."""
    if not isinstance(data, dict) or data.get("type") not in registry:
        raise EngineError(f"not a known engine object: {data!r}")
    return _decode_as(registry[data["type"]], data, registry)


def _decode_as(tp: Any, value: Any, registry: Mapping[str, type]) -> Any:
    origin = typing.get_origin(tp)
    if origin in (typing.Union, types.UnionType):
        if value is None:
            return None
        for arg in typing.get_args(tp):
            if arg is not type(None):
                return _decode_as(arg, value, registry)
    if origin is tuple:
        args = typing.get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:  # tuple[X, ...]
            return tuple(_decode_as(args[0], v, registry) for v in value)
        return tuple(_decode_as(x, v, registry) for x, v in zip(args, value, strict=True))
    if isinstance(tp, type):
        if hasattr(tp, "parse"):
            return tp.parse(value)  # type: ignore[attr-defined]
        if dataclasses.is_dataclass(tp):
            cls = registry.get(value.get("type"), tp) if isinstance(value, dict) else tp
            hints = _hints(cls)
            return cls(
                **{
                    f.name: _decode_as(hints[f.name], value[f.name], registry)
                    for f in dataclasses.fields(cls)
                    if f.name in value
                }
            )
        if issubclass(tp, enum.Enum):
            return tp(value)
        if tp is int and isinstance(value, bool):
            raise EngineError(f"expected a number, got {value!r}")
        if tp in (int, str, bool) and not isinstance(value, tp):
            raise EngineError(f"expected {tp.__name__}, got {value!r}")
    return value


def registry_of(base: type) -> dict[str, type]:
    """All dataclass subclasses of ``base`` by class name (for ``decode``)."""
    out: dict[str, type] = {}
    stack = [base]
    while stack:
        cls = stack.pop()
        out[cls.__name__] = cls
        stack.extend(cls.__subclasses__())
    return out


def json_text(obj: Any) -> str:
    return json.dumps(encode(obj), ensure_ascii=False)


class TextMemo:
    """Texts of immutable records, each written once by ``write`` and kept by identity (with
    the record, so its id is not reused while kept); emptied when full. A state's fingerprint
    writes its cards, agenda, modifiers and watched decisions at every step, and consecutive
    states share most of those records."""

    def __init__(self, write: Callable[[Any], str], size: int = 20_000) -> None:
        self.write = write
        self.size = size
        self.texts: dict[int, tuple[object, str]] = {}

    def text(self, item: object) -> str:
        kept = self.texts.get(id(item))
        if kept is None:
            if len(self.texts) >= self.size:
                self.texts.clear()
            kept = self.texts[id(item)] = (item, self.write(item))
        return kept[1]

    def json_list(self, items: Iterable[object]) -> str:
        """``json.dumps`` of the list of the items' JSON data, when ``write`` writes JSON."""
        return "[" + ", ".join(map(self.text, items)) + "]"
