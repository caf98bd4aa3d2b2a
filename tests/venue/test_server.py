"""The phones' server on loopback: every page and its data, headers, only what was published,
and nothing but reading."""

from __future__ import annotations

import gzip
import socket
from datetime import datetime, timedelta

import pytest

from tourney.db.schema import EventRow
from tourney.events.matches import current_round
from tourney.events.model import StaffRole
from tourney.events.rounds import extend_time, start_round
from tourney.venue import server as server_module
from tourney.venue.publishing import publish_pairings
from tourney.venue.server import RateLimit, VenueServer

from .conftest import DECK, NAMES, PENALTY_NOTES, fetch

VIEWS = ("pairings", "standings", "clock", "bracket")


@pytest.fixture
def served(venue):
    server = VenueServer(venue.engine, venue.event_id, hosts=["127.0.0.1"], cache_seconds=0)
    server.start()
    yield server
    server.stop()


def test_every_page_is_one_small_utf8_html_page_with_no_external_resource(served, venue):
    for view in ("", *VIEWS):
        response = fetch(served.url() + view)
        assert response.status == 200, view
        assert response.headers["content-type"] == "text/html; charset=utf-8"
        assert len(response.body) < 20_000
        text = response.text
        assert venue.event_name in text
        assert '<meta charset="utf-8">' in text and 'name="viewport"' in text
        # Nothing loaded from elsewhere: no src= or stylesheet link, no absolute URL.
        assert "src=" not in text and "<link" not in text and "http" not in text
        policy = response.headers["content-security-policy"]
        assert "default-src 'none'" in policy and "connect-src 'self'" in policy
        assert response.headers["x-content-type-options"] == "nosniff"
        assert response.headers["referrer-policy"] == "no-referrer"


def test_published_pairings_are_served_with_names_in_every_script(served):
    data = fetch(served.url() + "pairings.json").json()
    published = data["published"]
    assert published["round"] == 1 and published["title"] == "Round 1"
    names = {t["a"] for t in published["tables"]} | {t["b"] for t in published["tables"]}
    assert names - {None} == set(NAMES)
    bye = [t for t in published["tables"] if t["b"] is None]
    assert len(bye) == 1 and bye[0]["table"] is None
    page = fetch(served.url() + "pairings").text
    assert "ليلى حسن" in page and "王小明" in page  # the page carries its first data, as UTF-8


def test_a_round_paired_but_not_published_is_not_served_until_the_scorekeeper_publishes(
    served, venue
):
    with venue.session() as session:
        event = session.get(EventRow, venue.event_id)
        round_2 = current_round(session, event)
        assert round_2.number == 2
    first = fetch(served.url() + "pairings.json")
    assert first.json()["published"]["round"] == 1
    assert '"round":2' not in first.text
    with venue.session() as session:
        event = session.get(EventRow, venue.event_id)
        keeper = venue.staff(session, StaffRole.SCOREKEEPER)
        publish_pairings(session, event, by=keeper)
        session.commit()
    after = fetch(served.url() + "pairings.json", headers={"If-None-Match": first.headers["etag"]})
    assert after.status == 200
    assert after.json()["published"]["round"] == 2
    assert after.headers["etag"] != first.headers["etag"]


def test_an_event_with_nothing_published_shows_no_player(venue, store_event):
    with venue.session() as session:
        event, _, _ = store_event(session, ["Secret Sam", "Hidden Hal"], name="Quiet", started=True)
        session.commit()
        quiet = event.id
    server = VenueServer(venue.engine, quiet, hosts=["127.0.0.1"])
    server.start()
    try:
        for view in ("pairings", "standings", "bracket"):
            data = fetch(server.url() + view + ".json").json()
            assert data == {"event": "Quiet", "published": None}
            page = fetch(server.url() + view).text
            assert "Secret Sam" not in page and "Hidden Hal" not in page
        assert fetch(server.url() + "clock.json").json() == {"event": "Quiet", "round": None}
    finally:
        server.stop()


def test_standings_are_served_as_published_with_the_printed_columns(served):
    data = fetch(served.url() + "standings.json").json()["published"]
    assert data["title"] == "Standings after round 1"
    assert data["columns"] == ["OMW%", "OOMW%"]
    top = data["rows"][0]
    assert top["rank"] == 1 and top["points"] == 3 and top["record"] == "1-0-0"
    assert all(len(row["figures"]) == 2 for row in data["rows"])


def test_no_deck_list_penalty_or_audit_reaches_a_phone(served):
    everything = b"".join(fetch(served.url() + v).body for v in VIEWS)
    everything += b"".join(fetch(served.url() + v + ".json").body for v in VIEWS)
    text = everything.decode()
    for secret in (DECK.splitlines()[1], "Twilight", PENALTY_NOTES, "missed", "Warning"):
        assert secret not in text
    for staff in ("Sam Scores", "Hazel Head", "Olive Organizer"):
        assert staff not in text


def test_a_poll_with_the_current_etag_costs_a_304_without_body(served):
    first = fetch(served.url() + "standings.json")
    etag = first.headers["etag"]
    again = fetch(served.url() + "standings.json", headers={"If-None-Match": etag})
    assert again.status == 304 and again.body == b""
    assert again.headers["etag"] == etag
    assert float(again.headers["x-tourney-now"]) > 0


def test_data_is_gzipped_for_clients_that_ask(served):
    plain = fetch(served.url() + "pairings")
    packed = fetch(served.url() + "pairings", headers={"Accept-Encoding": "gzip"})
    assert packed.headers["content-encoding"] == "gzip"
    unpacked = gzip.decompress(packed.body)
    assert abs(len(unpacked) - len(plain.body)) < 5  # the pages differ only in the time sent
    assert "王小明" in unpacked.decode("utf-8")
    assert len(packed.body) < len(plain.body) / 2


@pytest.mark.parametrize(
    "method", ["POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND"]
)
@pytest.mark.parametrize("path", ["", "pairings", "pairings.json", "../nowhere"])
def test_every_method_but_get_and_head_is_refused(served, method, path):
    response = fetch(served.url() + path, method=method, body=b"table=1&result=A")
    assert response.status == 405
    assert response.headers["allow"] == "GET, HEAD"


def test_head_sends_the_headers_without_the_body(served):
    got = fetch(served.url() + "standings.json")
    head = fetch(served.url() + "standings.json", method="HEAD")
    assert head.status == 200 and head.body == b""
    assert head.headers["content-length"] == str(len(got.body))


def test_anything_outside_the_event_path_is_not_found(served):
    base = served.url().removesuffix(served.token + "/")
    for path in (
        "",
        "pairings",
        "x" * 22 + "/pairings",
        served.token + "/decks",
        served.token + "/pairings/extra",
        served.token + "/audit.json",
    ):
        assert fetch(base + path).status == 404, path
    assert len(served.token) >= 22  # 16 random bytes


def test_a_client_asking_too_fast_is_told_to_slow_down(venue):
    server = VenueServer(
        venue.engine, venue.event_id, hosts=["127.0.0.1"], rate=RateLimit(per_second=0.1, burst=3)
    )
    server.start()
    try:
        statuses = [fetch(server.url() + "clock.json").status for _ in range(5)]
    finally:
        server.stop()
    assert statuses == [200, 200, 200, 429, 429]


def test_the_rate_limit_refills_and_counts_each_client_alone():
    rate = RateLimit(per_second=1, burst=2)
    assert [rate.allow("a", at=0) for _ in range(3)] == [True, True, False]
    assert rate.allow("b", at=0)
    assert rate.allow("a", at=1.0) and not rate.allow("a", at=1.0)


def test_a_response_over_the_size_bound_is_not_sent(served, monkeypatch):
    monkeypatch.setattr(server_module, "MAX_RESPONSE_BYTES", 200)
    assert fetch(served.url() + "pairings.json").status == 503
    assert fetch(served.url() + "clock.json").status == 200  # small data still goes


def test_the_clock_sends_when_time_is_called_and_each_extended_table(venue):
    start = datetime(2016, 9, 3, 13, 0)
    with venue.session() as session:
        event = session.get(EventRow, venue.event_id)
        round_ = current_round(session, event)
        keeper = venue.staff(session, StaffRole.SCOREKEEPER)
        judge = venue.staff(session, StaffRole.HEAD_JUDGE)
        start_round(session, round_, by=keeper, at=start)
        extend_time(session, round_, 4, by=judge, why="deck check", table_number=2, at=start)
        session.commit()
    now = start + timedelta(minutes=10)
    server = VenueServer(venue.engine, venue.event_id, hosts=["127.0.0.1"], now=lambda: now)
    server.start()
    try:
        clock = fetch(server.url() + "clock.json").json()
    finally:
        server.stop()
    assert clock["round"] == 2 and clock["status"] == "running"
    assert clock["limit_minutes"] == 35
    assert clock["ends_at"] == (start + timedelta(minutes=35)).timestamp()
    assert clock["ends_at_text"] == "13:35"
    assert clock["tables"] == [
        {
            "table": 2,
            "extra_minutes": 4,
            "ends_at": (start + timedelta(minutes=39)).timestamp(),
            "ends_at_text": "13:39",
            "status": "running",
        }
    ]


def test_a_stopped_server_no_longer_listens(venue):
    server = VenueServer(venue.engine, venue.event_id, hosts=["127.0.0.1"])
    url = server.start()
    assert fetch(url).status == 200
    server.stop()
    assert not server.running
    with pytest.raises(OSError), socket.create_connection(("127.0.0.1", server.port), timeout=2):
        pass


def test_an_event_keeps_its_address_and_moves_port_only_when_the_old_one_is_taken(venue):
    from tourney.venue.server import serve_event

    first = serve_event(venue.engine, venue.event_id, hosts=["127.0.0.1"])
    url, port = first.url(), first.port
    first.stop()
    second = serve_event(venue.engine, venue.event_id, hosts=["127.0.0.1"])
    assert second.url() == url
    # While it runs, the port is taken: a second start moves to another, with the same path.
    third = serve_event(venue.engine, venue.event_id, hosts=["127.0.0.1"])
    try:
        assert third.port != port and third.token == second.token
        assert fetch(third.url() + "pairings.json").status == 200
    finally:
        third.stop()
        second.stop()


def test_the_server_stops_by_itself_once_the_event_is_finished(venue, monkeypatch):
    import time

    from tourney.events.event import finish_event

    monkeypatch.setattr(server_module, "CLOSED_CHECK_SECONDS", 0.05)
    server = VenueServer(venue.engine, venue.event_id, hosts=["127.0.0.1"])
    url = server.start()
    assert fetch(url).status == 200
    time.sleep(0.3)
    assert server.running  # a running event keeps being served
    with venue.session() as session:
        event = session.get(EventRow, venue.event_id)
        finish_event(session, event, by=venue.staff(session, StaffRole.HEAD_JUDGE))
        session.commit()
    for _ in range(100):
        if not server.running:
            break
        time.sleep(0.05)
    assert not server.running
    server.stop()
