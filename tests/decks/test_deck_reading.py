"""Whatever is handed in, reading gives a deck list or a DeckReadError saying what is wrong."""

from __future__ import annotations

import codecs

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tourney.decks.errors import DeckReadError
from tourney.decks.reading import (
    MAX_DECK_LIST_BYTES,
    deck_file_text,
    decode_deck_list,
    read_deck_file,
    read_deck_list,
)
from tourney.decks.resolving import resolve


@pytest.mark.parametrize(
    ("data", "fragment"),
    [
        (b"", "upload.bin: empty"),
        (b"  \n\r\n\t ", "upload.bin: empty"),
        ("", "upload.bin: empty"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00", "upload.bin, line 3: binary data"),
        (bytes(range(256)), "upload.bin, line 1: binary data"),
        (b"PK\x03\x04\x14\x00\x06\x00", "upload.bin, line 1: binary data"),
        ("3x Thunderclap\x07\x08", "upload.bin, line 1: binary data"),
        ("3x Thunderclap\n\n2x Rarity\udc80", "upload.bin, line 3: not text (a lone surrogate"),
    ],
)
def test_empty_or_binary_input_is_an_error(data, fragment):
    with pytest.raises(DeckReadError) as error:
        read_deck_list(data, "upload.bin")

    assert str(error.value).startswith(fragment)


def test_a_control_character_is_refused_naming_its_line():
    text = "Mane Character\n1x Rainbow Dash, Hanging Out\n" + "3x Thunderclap\n" * 12
    text += "3x Train\x01 Tracks\n2x Biff! Pow!\n"

    with pytest.raises(DeckReadError) as error:
        read_deck_list(text, "deck.txt")

    assert error.value.line == 15
    assert str(error.value).startswith("deck.txt, line 15: binary data, not a deck list")
    assert "'3x Train\\x01 Tracks'" in str(error.value)


def test_huge_input_is_refused_with_the_limit_named():
    data = b"3x Thunderclap\n" * (MAX_DECK_LIST_BYTES // 15 + 1)

    with pytest.raises(DeckReadError) as error:
        read_deck_list(data, "huge.txt")

    assert "huge.txt: too large for a deck list" in str(error.value)
    assert "1,000,000" in str(error.value)


def test_huge_file_is_refused_before_it_is_read(tmp_path):
    path = tmp_path / "huge.o8d"
    path.write_bytes(b"<" * (MAX_DECK_LIST_BYTES + 1))

    with pytest.raises(DeckReadError, match=r"huge\.o8d: too large for a deck list"):
        read_deck_file(path)


def test_missing_file_is_an_error_naming_it(tmp_path):
    with pytest.raises(DeckReadError, match=r"gone\.txt: cannot be read"):
        read_deck_file(tmp_path / "gone.txt")


@pytest.mark.parametrize(
    "data",
    [
        "3x Crème de la Crème\n".encode(),
        codecs.BOM_UTF8 + "3x Crème de la Crème\n".encode(),
        "3x Crème de la Crème\n".encode("cp1252"),
        codecs.BOM_UTF16_LE + "3x Crème de la Crème\r\n".encode("utf-16-le"),
        "3x Crème de la Crème\n".encode("utf-16"),
    ],
    ids=["utf-8", "utf-8 with BOM", "windows-1252", "utf-16-le", "utf-16"],
)
def test_text_in_any_common_encoding_reads_the_same(catalog, data):
    resolved = resolve(read_deck_list(data, "deck.txt"), catalog)

    assert [(e.card.number, e.count) for e in resolved.deck.entries()] == [("PR107", 3)]
    assert resolved.problems == []


@pytest.mark.parametrize(
    "data",
    [
        codecs.BOM_UTF8 + "3x Crème de la Crème\n".encode(),
        "3x Crème de la Crème\n".encode("cp1252"),
        "3x Crème de la Crème\n".encode("utf-16"),
    ],
    ids=["utf-8 with BOM", "windows-1252", "utf-16"],
)
def test_the_text_stored_as_handed_in_is_decoded_as_the_reader_reads_it(data):
    assert decode_deck_list(data, "deck.txt") == "3x Crème de la Crème\n"


@pytest.mark.parametrize("encoding", ["utf-16", "cp1252"])
def test_a_file_opened_for_editing_shows_the_text_the_reader_reads(tmp_path, encoding):
    path = tmp_path / "deck.txt"
    path.write_bytes("3x Crème de la Crème\n2x Nopony Here\n".encode(encoding))
    # the unknown card is for the editor's check to point at, not a reason to refuse the file
    assert deck_file_text(path) == "3x Crème de la Crème\n2x Nopony Here\n"


def test_a_binary_or_oversized_file_is_not_opened_for_editing(tmp_path):
    photo, huge = tmp_path / "photo.jpg", tmp_path / "huge.txt"
    photo.write_bytes(b"\xff\xd8\xff\x00JFIF")
    huge.write_bytes(b"1x Rarity\n" * (MAX_DECK_LIST_BYTES // 10 + 1))
    with pytest.raises(DeckReadError, match="photo.jpg, line 1: binary data"):
        deck_file_text(photo)
    with pytest.raises(DeckReadError, match="huge.txt: too large"):
        deck_file_text(huge)


def test_decoding_binary_data_names_the_source():
    with pytest.raises(DeckReadError, match="photo.jpg, line 1: binary data"):
        decode_deck_list(b"\xff\xd8\xff\x00JFIF", "photo.jpg")


def test_format_is_told_from_the_content(tmp_path, blue_text):
    path = tmp_path / "deck.o8d"  # the name says .o8d, the content is a typed list
    path.write_text(blue_text, encoding="utf-8")

    assert read_deck_file(path).format == "text"
    assert read_deck_list("cn1x1-cn167x2", "x").format == "ponyhead"
    assert read_deck_list("3x CN1\ncn167x2", "x").format == "text"
    assert (
        read_deck_list(
            "  <?xml version='1.0'?><deck><section name='Friends'>"
            "<card qty='1' id='x'>A</card></section></deck>",
            "x",
        ).format
        == "o8d"
    )


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.binary(max_size=400), st.text(max_size=400)))
def test_any_input_reads_or_fails_with_a_deck_read_error(catalog, data):
    try:
        deck_list = read_deck_list(data, "fuzz")
    except DeckReadError as error:
        assert str(error).startswith("fuzz")
        return
    resolve(deck_list, catalog)  # and whatever was read can be resolved without error


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "Mane Character",
                "Problems (10)",
                "Friends:",
                "Total: 45",
                "3x Thunderclap",
                "Rainbow Dash x2",
                "# note",
                "cn1x1-de52x3",
                "<deck>",
                "2 PR12 Emerald",
                "300x A",
                "Name: Deck",
                "",
                "99 Problems",
                "x3",
                "(3)",
            ]
        ),
        max_size=12,
    )
)
def test_any_mix_of_list_lines_reads_or_fails_cleanly(catalog, lines):
    try:
        deck_list = read_deck_list("\n".join(lines), "mix")
    except DeckReadError:
        return
    resolve(deck_list, catalog)
