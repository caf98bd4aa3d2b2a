"""The read-only web server for players' phones.

It is waitress (the Pylons project's pure-Python WSGI server: threaded, no dependencies, no
compiler, packages with PyInstaller) running ``VenueSite``, a plain WSGI application:

- only ``GET`` and ``HEAD``; every other method gets 405 and there is no write endpoint;
- everything lives under an unguessable path (``secrets.token_urlsafe``), kept with the event
  with its port (``serve_event``) so printed QR codes stay right after a restart; anything
  else is 404;
- only what ``tourney.venue.board`` shows (publications and the round clock);
- each client address may make ``RATE_BURST`` requests at once and ``RATE_PER_SECOND`` after
  (429 beyond), requests carry no body and small headers, and no response exceeds
  ``MAX_RESPONSE_BYTES``;
- it listens on the laptop's address on the venue network and on loopback, and stops when the
  window closes the event or quits (``VenueServer.stop``).
"""

from __future__ import annotations

import gzip
import hashlib
import json
import secrets
import socket
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Engine
from sqlalchemy.orm import Session, sessionmaker

from tourney.db.database import session_factory
from tourney.db.schema import EventRow
from tourney.venue import board, pages

SETTING = "phones"  # in the event's settings: {"token": ..., "port": ...}

Now = Callable[[], datetime]
StartResponse = Callable[..., Any]

RATE_PER_SECOND = 3.0  # a phone polls every 5-15 s; a page load is one request
RATE_BURST = 30
MAX_RESPONSE_BYTES = 512 * 1024  # standings of a thousand players fit many times over
CACHE_SECONDS = 1.0  # 200 phones polling read the database about once a second per page
MAX_CLIENTS_TRACKED = 4096
ALLOWED = "GET, HEAD"

SECURITY_HEADERS = [
    (
        "Content-Security-Policy",
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
        "connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; "
        "frame-ancestors 'none'",
    ),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "no-referrer"),  # the event path must not leak to another site
    ("X-Frame-Options", "DENY"),
]


CLOSED_CHECK_SECONDS = 2.0  # how soon the server stops after the event is finished


class RateLimit:
    """A token bucket per client address, thread-safe."""

    def __init__(self, per_second: float = RATE_PER_SECOND, burst: int = RATE_BURST) -> None:
        self.per_second = per_second
        self.burst = burst
        self._buckets: dict[str, tuple[float, float]] = {}  # address: (tokens, at)
        self._lock = threading.Lock()

    def allow(self, client: str, at: float | None = None) -> bool:
        at = time.monotonic() if at is None else at
        with self._lock:
            tokens, last = self._buckets.get(client, (float(self.burst), at))
            tokens = min(float(self.burst), tokens + (at - last) * self.per_second)
            allowed = tokens >= 1.0
            self._buckets[client] = (tokens - 1.0 if allowed else tokens, at)
            if len(self._buckets) > MAX_CLIENTS_TRACKED:  # forget idle clients
                idle = at - self.burst / self.per_second
                self._buckets = {k: v for k, v in self._buckets.items() if v[1] > idle}
            return allowed


@dataclass
class _Cached:
    built: float
    body: bytes
    etag: str


class VenueSite:
    """The WSGI application: the pages and JSON of one event, at ``/<token>/``."""

    def __init__(
        self,
        sessions: sessionmaker[Session],
        event_id: int,
        token: str,
        *,
        now: Now = datetime.now,
        rate: RateLimit | None = None,
        cache_seconds: float = CACHE_SECONDS,
    ) -> None:
        self.sessions = sessions
        self.cache_seconds = cache_seconds
        self.event_id = event_id
        self.token = token
        self.now = now
        self.rate = rate if rate is not None else RateLimit()
        self._cache: dict[str, _Cached] = {}
        self._lock = threading.Lock()
        self.served = 0  # responses, for the load check

    def __call__(self, environ: dict[str, Any], start_response: StartResponse) -> Iterable[bytes]:
        self.served += 1
        method = environ.get("REQUEST_METHOD", "GET")
        if method not in ("GET", "HEAD"):
            return self._plain(
                start_response, "405 Method Not Allowed", "Read only.", method, [("Allow", ALLOWED)]
            )
        if not self.rate.allow(environ.get("REMOTE_ADDR", "")):
            return self._plain(
                start_response,
                "429 Too Many Requests",
                "Slow down.",
                method,
                [("Retry-After", "5")],
            )
        parts = environ.get("PATH_INFO", "").split("/")
        if len(parts) != 3 or parts[0] != "" or not secrets.compare_digest(parts[1], self.token):
            return self._plain(start_response, "404 Not Found", "Not found.", method)
        name = parts[2] or "pairings"
        as_json = name.endswith(".json")
        view = name.removesuffix(".json")
        if view not in board.VIEWS:
            return self._plain(start_response, "404 Not Found", "Not found.", method)
        cached = self._data(view)
        if as_json:
            if cached.etag in _etags(environ.get("HTTP_IF_NONE_MATCH", "")):
                headers = [("ETag", cached.etag), *self._common()]
                start_response("304 Not Modified", headers)
                return [b""]
            body, kind, etag = cached.body, "application/json", cached.etag
        else:
            data = json.loads(cached.body)
            body = pages.page(view, data, cached.etag, self.now().timestamp())
            kind, etag = "text/html; charset=utf-8", None
        return self._send(environ, start_response, body, kind, etag)

    def _data(self, view: str) -> _Cached:
        """The view's JSON, built at most once a second whoever asks."""
        with self._lock:
            cached = self._cache.get(view)
            at = time.monotonic()
            if cached is None or at - cached.built >= self.cache_seconds:
                with self.sessions() as session:
                    event = session.get(EventRow, self.event_id)
                    data = board.view(session, event, view, self.now()) if event else {}
                body = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()
                etag = '"' + hashlib.sha256(body).hexdigest()[:20] + '"'
                cached = _Cached(at, body, etag)
                self._cache[view] = cached
            return cached

    def event_open(self) -> bool:
        """Whether the event is still there and not finished: the server stops once it closes."""
        from tourney.events.model import EventStatus

        with self.sessions() as session:
            event = session.get(EventRow, self.event_id)
            return event is not None and event.status != EventStatus.FINISHED

    def _common(self) -> list[tuple[str, str]]:
        return [
            ("Cache-Control", "no-cache"),
            ("X-Tourney-Now", f"{self.now().timestamp():.3f}"),
            *SECURITY_HEADERS,
        ]

    def _send(
        self,
        environ: dict[str, Any],
        start_response: StartResponse,
        body: bytes,
        kind: str,
        etag: str | None,
    ) -> list[bytes]:
        headers = [("Content-Type", kind), ("Vary", "Accept-Encoding"), *self._common()]
        if "gzip" in environ.get("HTTP_ACCEPT_ENCODING", "") and len(body) > 1024:
            body = gzip.compress(body, compresslevel=6, mtime=0)
            headers.append(("Content-Encoding", "gzip"))
            etag = etag[:-1] + '-gz"' if etag else None
        if len(body) > MAX_RESPONSE_BYTES:
            return self._plain(
                start_response,
                "503 Service Unavailable",
                "Too large to send.",
                environ.get("REQUEST_METHOD", "GET"),
            )
        if etag:
            headers.append(("ETag", etag))
        headers.append(("Content-Length", str(len(body))))
        start_response("200 OK", headers)
        return [b"" if environ.get("REQUEST_METHOD") == "HEAD" else body]

    def _plain(
        self,
        start_response: StartResponse,
        status: str,
        text: str,
        method: str,
        extra: list[tuple[str, str]] | None = None,
    ) -> list[bytes]:
        body = (text + "\n").encode()
        headers = [
            ("Content-Type", "text/plain; charset=utf-8"),
            ("Content-Length", str(len(body))),
            *SECURITY_HEADERS,
            *(extra or []),
        ]
        start_response(status, headers)
        return [b"" if method == "HEAD" else body]


def _etags(header: str) -> set[str]:
    """The tags of an If-None-Match header, with the weak prefix some clients add removed."""
    return {t.strip().removeprefix("W/") for t in header.split(",") if t.strip()}


def lan_address() -> str | None:
    """The laptop's address on the local network: the one it would send from to reach the
    rest of the network (a UDP "connect" sends nothing). None when there is no network."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.254.254.254", 9))
            address = probe.getsockname()[0]
        except OSError:
            return None
    return None if address.startswith("127.") or address == "0.0.0.0" else address


def _free_port(host: str, port: int = 0) -> int:
    """``port`` if it can be listened on (else OSError), or any free port when 0."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        probe.bind((host, port))
        return int(probe.getsockname()[1])


class VenueServer:
    """The server of one event, running in background threads: ``start()``, ``url``,
    ``stop()``. ``hosts`` default to the LAN address (if any) and loopback."""

    def __init__(
        self,
        engine: Engine,
        event_id: int,
        *,
        hosts: Iterable[str] | None = None,
        port: int = 0,
        now: Now = datetime.now,
        threads: int = 4,
        rate: RateLimit | None = None,
        cache_seconds: float = CACHE_SECONDS,
        token: str | None = None,
    ) -> None:
        if hosts is None:
            lan = lan_address()
            hosts = [lan, "127.0.0.1"] if lan else ["127.0.0.1"]
        self.hosts = list(dict.fromkeys(hosts))
        self.port = port
        self.threads = threads
        self.token = token or secrets.token_urlsafe(16)
        self.site = VenueSite(
            session_factory(engine),
            event_id,
            self.token,
            now=now,
            rate=rate,
            cache_seconds=cache_seconds,
        )
        self._server: Any = None
        self._thread: threading.Thread | None = None
        self._stopping = threading.Event()

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def url(self, host: str | None = None) -> str:
        """The address players open (the first host's unless ``host`` is given)."""
        return f"http://{host or self.hosts[0]}:{self.port}/{self.token}/"

    @property
    def local_url(self) -> str:
        return self.url("127.0.0.1") if "127.0.0.1" in self.hosts else self.url()

    def start(self) -> str:
        """Listen and serve in a background thread; returns the players' address."""
        from waitress.server import create_server  # imported only when serving

        if self.running:
            return self.url()
        try:
            if self.port:  # the port the event used before, if it is still free
                _free_port(self.hosts[0], self.port)
        except OSError:
            self.port = 0
        if self.port == 0:
            self.port = _free_port(self.hosts[0])
        listen = " ".join(f"{host}:{self.port}" for host in self.hosts)
        self._server = create_server(
            self.site,
            listen=listen,
            threads=self.threads,
            ident="tourney",
            max_request_header_size=8 * 1024,
            max_request_body_size=1024,
            connection_limit=400,
            channel_timeout=30,
            expose_tracebacks=False,
            clear_untrusted_proxy_headers=True,
        )
        self._stopping.clear()
        self._thread = threading.Thread(target=self._serve, name="venue", daemon=True)
        self._thread.start()
        return self.url()

    def _serve(self) -> None:
        """waitress's loop, a turn at a time, so the sockets close in this thread when
        ``stop`` asks (closing them from another thread under a running select fails)."""
        from waitress import wasyncore

        server = self._server
        sockets = getattr(server, "map", None) or server._map
        checked = time.monotonic()
        try:
            while sockets and not self._stopping.is_set():
                wasyncore.loop(timeout=0.2, map=sockets, use_poll=True, count=1)
                if time.monotonic() - checked >= CLOSED_CHECK_SECONDS:
                    checked = time.monotonic()
                    if not self.site.event_open():  # finished: nothing more to show players
                        self._stopping.set()
        finally:
            server.task_dispatcher.shutdown()
            wasyncore.close_all(sockets)

    def stop(self) -> None:
        """Stop listening and close every connection; safe to call twice."""
        thread = self._thread
        self._stopping.set()
        if thread is not None:
            thread.join(timeout=5)
        self._server = self._thread = None


def serve_event(
    engine: Engine,
    event_id: int,
    *,
    hosts: Iterable[str] | None = None,
    port: int | None = None,
) -> VenueServer:
    """Start serving the event at its own address: the path and port it had before (kept in
    the event's settings, made on first use), ``port`` if given, or a free port if the old one
    is taken now. Raises OSError when no address can be listened on."""
    sessions = session_factory(engine)
    with sessions() as session:
        event = session.get_one(EventRow, event_id)
        stored = (event.settings or {}).get(SETTING) or {}
    server = VenueServer(
        engine,
        event_id,
        hosts=hosts,
        port=port if port is not None else int(stored.get("port") or 0),
        token=stored.get("token"),
    )
    server.start()
    if stored != {"token": server.token, "port": server.port}:
        with sessions() as session:
            event = session.get_one(EventRow, event_id)
            address = {"token": server.token, "port": server.port}
            event.settings = {**(event.settings or {}), SETTING: address}
            session.commit()
    return server
