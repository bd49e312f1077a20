"""Who a request comes from: the client's real address behind the trusted proxies.

Behind a TLS proxy every request reaches gunicorn from the proxy (``REMOTE_ADDR`` is
127.0.0.1 for all of them), so rate limits keyed on ``REMOTE_ADDR`` count every visitor as one.
The proxy says who the client was, in one of two ways; the settings name which one to believe:

``CLIENT_IP_HEADER`` (e.g. ``X-Real-IP``, ``CF-Connecting-IP``)
    a header the proxy *sets* (overwriting whatever the client sent) to the client's address.
``TRUSTED_PROXY_COUNT`` (e.g. 1)
    how many proxies in front of the app *append* the address they received from to
    ``X-Forwarded-For``.  The list is read from the right: each trusted proxy added one entry,
    so the client is the ``TRUSTED_PROXY_COUNT``-th entry from the right.  Entries further left
    were written by the client itself and are never believed (a forged ``X-Forwarded-For:
    1.2.3.4`` only adds an entry on the left).

Neither set (the default outside ``make serve``): ``REMOTE_ADDR``, as when gunicorn is reached
directly.  An address that doesn't parse is replaced by ``REMOTE_ADDR``.  IPv6 clients are
counted per /64 network: one host usually holds a whole /64 and could otherwise change its
address for every request.
"""

from __future__ import annotations

import ipaddress

from django.conf import settings
from django.http import HttpRequest

__all__ = ["client_address"]

IPV6_CLIENT_PREFIX = 64


def client_address(request: HttpRequest) -> str:
    """The address the client is counted under (rate limits): see the module's docstring."""
    remote = _parsed(str(request.META.get("REMOTE_ADDR") or ""))
    header = str(getattr(settings, "CLIENT_IP_HEADER", "") or "")
    trusted = int(getattr(settings, "TRUSTED_PROXY_COUNT", 0) or 0)
    found: ipaddress.IPv4Address | ipaddress.IPv6Address | None = None
    if header:
        found = _parsed(request.headers.get(header, "").strip())
    elif trusted > 0:
        hops = [hop.strip() for hop in request.headers.get("X-Forwarded-For", "").split(",")]
        hops = [hop for hop in hops if hop]
        if hops:
            # Fewer entries than trusted proxies: the request skipped one of them; the leftmost
            # entry is still one a trusted proxy wrote.
            found = _parsed(hops[-min(trusted, len(hops))])
    address = found or remote
    if address is None:
        return "unknown"
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        network = ipaddress.IPv6Network(f"{address}/{IPV6_CLIENT_PREFIX}", strict=False)
        return str(network)
    return str(address)


def _parsed(text: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    """An address as a proxy may write it: ``203.0.113.9``, ``203.0.113.9:5123``, ``2001:db8::1``
    or ``[2001:db8::1]:443``; None for anything else."""
    if text.startswith("["):
        text = text[1 : text.find("]")] if "]" in text else ""
    elif text.count(":") == 1:
        text = text.split(":", 1)[0]
    try:
        return ipaddress.ip_address(text)
    except ValueError:
        return None
