"""`tourney deck check|convert` as CI scripts and organizers call them: JSON and exit codes."""

from __future__ import annotations

import json

import pytest

from tourney.cli import main
from tourney.decks import write_o8d, write_ponyhead, write_text


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_a_legal_deck_exits_0_with_the_resolved_deck_in_json(tmp_path, capsys, card_db, decks):
    path = tmp_path / "deck.txt"
    path.write_text(write_text(decks.premiere()))
    code, out, _ = run(capsys, "deck", "check", str(path), "--format", "premiere-block",
                       "--date", "2016-09-01", "--db", card_db, "--json")  # fmt: skip
    report = json.loads(out)
    assert code == 0 and report["legal"] is True and report["violations"] == []
    assert report["format"] == "premiere-block" and report["date"] == "2016-09-01"
    assert sum(e["count"] for e in report["deck"]["Draw deck"]) >= 45
    assert len(report["deck"]["Mane Character"]) == 1


def test_an_illegal_deck_exits_1_naming_rule_cards_and_penalty(tmp_path, capsys, card_db, decks):
    deck = decks.premiere()
    deck.add(decks.card("HM150"), 1)  # Tantabus, Night Terror: banned from 2016-08-31
    path = tmp_path / "deck.o8d"
    path.write_text(write_o8d(deck))
    code, out, _ = run(capsys, "deck", "check", str(path), "--date", "2016-09-01",
                       "--db", card_db, "--json")  # fmt: skip
    report = json.loads(out)
    assert code == 1 and report["legal"] is False
    banned = [v for v in report["violations"] if "Tantabus, Night Terror" in v["cards"]]
    assert banned and "banlist" in banned[0]["rule"]
    assert report["recommended_penalty"] == "Game Loss"
    code, out, _ = run(capsys, "deck", "check", str(path), "--date", "2016-08-30",
                       "--db", card_db, "--json")  # fmt: skip
    assert code == 0, "the ban applies from its effective date, not before"


def test_deck_list_problems_carry_class_and_penalty(tmp_path, capsys, card_db, decks):
    deck = decks.premiere()
    name = deck.draw[0].card.name
    typo = name[:2] + name[3:]  # one letter dropped
    path = tmp_path / "typo.txt"
    path.write_text(write_text(deck).replace(name, typo))
    code, out, _ = run(capsys, "deck", "check", str(path), "--format", "premiere-block",
                       "--date", "2016-09-01", "--db", card_db, "--json")  # fmt: skip
    report = json.loads(out)
    assert code == 0, "a typo that still identifies the card leaves the deck legal"
    [problem] = report["deck_list_problems"]
    assert problem["class"] == "incorrect" and problem["penalty"] == "Game Warning"
    assert typo in problem["message"] and name in problem["message"]


def _o8d_with_qty(qty: str) -> bytes:
    return (
        '<?xml version="1.0"?>\n<deck game="65656467-b709-43b2-a5c6-80c2f216adf9">\n'
        f'<section name="Friends"><card qty="{qty}" id="x">Rarity</card></section></deck>'
    ).encode()


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (b"", "empty"),
        (b"\x00\x01\x02\xff binary", "binary"),
        (
            b'<?xml version="1.0"?><deck game="65656467-b709-43b2-a5c6-80c2f216adf9">'
            b'<section name="M',
            "OCTGN deck",
        ),
        (b"https://ponyhead.com/deckbuilder?v1code=de52x3-!!!-sb75x3", "line 1: PonyHead"),
        (b"3x Rainbow Dash, Hanging Out\n" * 60_000, "1"),
        (_o8d_with_qty("2\u00b2"), "line 3: card quantity must be 1 to 99"),
        (_o8d_with_qty("9" * 4301), "line 3: card quantity must be 1 to 99"),
        (b"1x Thunderclap\n" * 14 + b"3x Train\x1bTracks\n", "line 15: binary data"),
    ],
    ids=[
        "empty",
        "binary",
        "truncated-o8d",
        "bad-ponyhead",
        "huge",
        "superscript-qty",
        "4301-digit-qty",
        "control-character",
    ],
)
def test_unreadable_input_exits_2_with_a_clear_message(
    tmp_path, capsys, card_db, content, expected
):
    path = tmp_path / "input"
    path.write_bytes(content)
    code, out, err = run(capsys, "deck", "check", str(path), "--db", card_db)
    assert code == 2 and out == ""
    assert err.startswith("tourney: ") and "Traceback" not in err
    assert expected.casefold() in err.casefold()


def test_a_limited_check_needs_the_pool_and_uses_it(tmp_path, capsys, card_db, decks):
    deck_path, pool_path = tmp_path / "deck.txt", tmp_path / "pool.txt"
    deck_path.write_text(write_text(decks.sealed()))
    code, _, err = run(
        capsys, "deck", "check", str(deck_path), "--format", "sealed", "--db", card_db
    )
    assert code == 2 and "--pool" in err
    pool = decks.sealed_pool()
    pool_path.write_text("\n".join(f"{n} {decks.catalog.by_guid[g].name}" for g, n in pool.items()))
    code, out, _ = run(capsys, "deck", "check", str(deck_path), "--format", "sealed",
                       "--pool", str(pool_path), "--db", card_db, "--json")  # fmt: skip
    assert code == 0, json.loads(out)["violations"]
    deck = decks.sealed()
    deck.add(decks.card("PR40"), 1)  # not in the pool
    deck_path.write_text(write_text(deck))
    code, out, _ = run(capsys, "deck", "check", str(deck_path), "--format", "sealed",
                       "--pool", str(pool_path), "--db", card_db, "--json")  # fmt: skip
    assert code == 1
    assert any("pool" in v["message"].lower() for v in json.loads(out)["violations"])


def test_convert_between_text_o8d_and_ponyhead_keeps_the_deck(tmp_path, capsys, card_db, decks):
    source = tmp_path / "deck.txt"
    source.write_text(write_text(decks.premiere()))
    code, o8d, _ = run(capsys, "deck", "convert", str(source), "--to", "o8d", "--db", card_db)
    assert code == 0 and "<deck" in o8d
    (tmp_path / "deck.o8d").write_text(o8d)
    code, link, _ = run(capsys, "deck", "convert", str(tmp_path / "deck.o8d"), "--to", "ponyhead",
                        "--db", card_db)  # fmt: skip
    assert code == 0 and link.strip() == write_ponyhead(decks.premiere())
    (tmp_path / "deck.ph").write_text(link)
    code, text, _ = run(capsys, "deck", "convert", str(tmp_path / "deck.ph"), "--to", "text",
                        "--db", card_db)  # fmt: skip
    assert code == 0 and text == write_text(decks.premiere())


def test_a_friend_in_an_o8d_problems_section_breaks_101_3b_naming_card_and_section(
    tmp_path, capsys, card_db, decks
):
    deck = decks.premiere()
    friend, problem = deck.draw[0], deck.problems[0]
    o8d = write_o8d(deck)
    # Nine Problems and a Friend in the Problems section, as the player saved the file.
    line = f'<card qty="2" id="{problem.card.guid}">'
    o8d = o8d.replace(line, f'<card qty="1" id="{problem.card.guid}">', 1)
    o8d = o8d.replace(
        '<section name="Problems" shared="False">',
        f'<section name="Problems" shared="False">\n    <card qty="1" id="{friend.card.guid}">'
        f"{friend.card.name}</card>",
    )
    path = tmp_path / "deck.o8d"
    path.write_text(o8d)
    code, out, _ = run(capsys, "deck", "check", str(path), "--format", "premiere-block",
                       "--date", "2016-09-01", "--db", card_db, "--json")  # fmt: skip
    report = json.loads(out)
    assert code == 1
    [violation] = report["violations"]
    assert violation["rule"] == "101.3b"
    assert friend.card.name in violation["message"] and "Problem deck" in violation["message"]
    assert friend.card.name in violation["cards"]


def test_convert_writes_more_copies_than_one_line_holds_so_they_read_back(
    tmp_path, capsys, card_db, decks
):
    source = tmp_path / "merged.txt"
    source.write_text("60x Beguiling Bauble\n42x Beguiling Bauble\n")
    for to in ("text", "o8d", "ponyhead"):
        code, written, err = run(
            capsys, "deck", "convert", str(source), "--to", to, "--db", card_db
        )
        assert code == 0, err
        (tmp_path / f"again.{to}").write_text(written)
        code, out, err = run(capsys, "deck", "check", str(tmp_path / f"again.{to}"),
                             "--db", card_db, "--json")  # fmt: skip
        assert code == 1 and "Traceback" not in err, err
        [entry] = json.loads(out)["deck"]["Problem deck"]
        assert (entry["name"], entry["count"]) == ("Beguiling Bauble", 102), to


def test_convert_refuses_a_token_to_ponyhead_naming_it(tmp_path, capsys, card_db):
    source = tmp_path / "tokens.txt"
    source.write_text("2x Rock\n")
    code, out, err = run(capsys, "deck", "convert", str(source), "--to", "ponyhead",
                         "--db", card_db)  # fmt: skip
    assert code == 2 and out == "" and "Traceback" not in err
    assert "T1 Rock is a token: PonyHead has no code for it" in err
