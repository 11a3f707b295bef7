"""uvicorn's h11 protocol with the two deadlines it lacks, against idle and slow clients.

uvicorn closes a keep-alive connection that stays idle after a response, but a connection that
never sends a byte, or sends a request a byte at a time, is kept open for as long as the client
likes; enough of them exhaust the server. This protocol also closes:

- a new connection that sends nothing within `timeout_keep_alive` (uvicorn's idle timeout);
- a connection whose request (headers and body) has not arrived in full within
  `request_timeout` seconds of its first byte (`ServeSettings`).
"""

from __future__ import annotations

import asyncio

from uvicorn.protocols.http.h11_impl import H11Protocol, RequestResponseCycle

from validator.api.settings import serve_settings


class TimedH11Protocol(H11Protocol):
    """H11Protocol that also times out silent new connections and slow requests."""

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._deadline: asyncio.TimerHandle | None = None
        self._cycle_before: RequestResponseCycle | None = None
        # uvicorn arms its idle timer only after a response; arm it for the first request too
        self.timeout_keep_alive_task = self.loop.call_later(
            self.timeout_keep_alive, self.timeout_keep_alive_handler
        )

    def data_received(self, data: bytes) -> None:
        if self._deadline is None:  # the first byte of a request: its time starts now
            self._cycle_before = self.cycle
            self._deadline = self.loop.call_later(
                serve_settings().request_timeout, self._request_too_slow
            )
        super().data_received(data)
        cycle = self.cycle
        if cycle is not None and cycle is not self._cycle_before and not cycle.more_body:
            self._deadline.cancel()  # the request arrived in full
            self._deadline = None

    def connection_lost(self, exc: Exception | None) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None
        super().connection_lost(exc)

    def _request_too_slow(self) -> None:
        self._deadline = None
        if not self.transport.is_closing():
            self.transport.close()
