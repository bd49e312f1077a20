"""HTTP fuzzing of every endpoint and form (issue 17, point 9): shared by the bounded test
(tests/builder/operations/test_http_fuzz.py) and the long run (bench/fuzz_http.py).

The endpoints come from walking the URLconf (``builder.urls`` and everything it includes), so a
new route is fuzzed without being listed here.  Path parameters are filled with real objects
(a draft, saved scenarios, a puzzle, a card, an example) or nonsense; form fields are the names
the app's own pages use (harvested from their HTML) plus random ones, with values from plain
text to huge numbers, JSON nested deep and unbalanced parentheses.  A request "fails" only when
the server answers 5xx (or a view raises).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from html.parser import HTMLParser
from typing import Any

from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.signals import got_request_exception
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver
from hypothesis import strategies as st

from builder.models import Card, Draft
from builder.scenarios import services
from tests.builder.factories import FAMILY_TOKEN
from tests.builder.puzzle_helpers import bolt_puzzle
from tests.builder.sharing_helpers import save, two_step_draft

_PARAMETER = re.compile(r"<(?:(?P<converter>[^>:]+):)?(?P<name>[^>]+)>")


@dataclass(frozen=True)
class Endpoint:
    name: str
    route: str  # e.g. "b/<slug:key>/objects/<str:object_id>/tap/"

    def parameters(self) -> list[tuple[str, str]]:
        return [(m["converter"] or "str", m["name"]) for m in _PARAMETER.finditer(self.route)]


def endpoints() -> list[Endpoint]:
    """Every named route of the site, from the URLconf."""
    found: dict[str, Endpoint] = {}

    def walk(patterns: list[Any], prefix: str) -> None:
        for pattern in patterns:
            route = prefix + str(pattern.pattern)
            if isinstance(pattern, URLResolver):
                walk(pattern.url_patterns, route)
            elif isinstance(pattern, URLPattern) and pattern.name:
                found.setdefault(f"{pattern.name} {route}", Endpoint(pattern.name, route))

    walk(get_resolver().url_patterns, "")
    return sorted(found.values(), key=lambda e: e.route)


@dataclass
class World:
    """The objects the fuzzer's paths point at, created in the test database."""

    draft_keys: list[str]
    revision_ids: list[str]
    tokens: list[str]
    object_ids: list[str] = field(default_factory=lambda: ["o1", "o2", "bolt", "m1", "bear"])
    card_names: list[str] = field(default_factory=list)
    field_names: list[str] = field(default_factory=list)
    # The methods each endpoint answers (probed once): most requests use one of them.
    methods: dict[str, list[str]] = field(default_factory=dict)
    forms: list[HarvestedForm] = field(default_factory=list)


def build_world(client: Client) -> World:
    bears = Draft.objects.create(document=services.new_document())
    services.do_add_card(bears, "A", "Grizzly Bears")
    played = two_step_draft()
    shared, token = save(played, "Two hits", description="See [[Grizzly Bears]], CR 120.3")
    private, private_token = save(two_step_draft(), "Hush", visibility="private")
    puzzle = bolt_puzzle()
    Card.objects.get_or_create(
        name="Grizzly Bears",
        defaults={"search_name": "grizzly bears", "type_line": "Creature — Bear"},
    )
    world = World(
        draft_keys=[bears.key, played.key],
        revision_ids=[shared.public_id, private.public_id, puzzle.scenario.public_id],
        tokens=[token, private_token, FAMILY_TOKEN],
        card_names=["Grizzly Bears", "Lightning Bolt", "Fire // Ice"],
    )
    world.forms = harvest_forms(client, world)
    world.field_names = sorted(
        {name for form in world.forms for name in form.fields} | set(QUERY_NAMES)
    )
    world.methods = probe_methods(client, world)
    return world


def probe_methods(client: Client, world: World) -> dict[str, list[str]]:
    """The methods each endpoint doesn't refuse with 405, tried on its real objects."""
    methods: dict[str, list[str]] = {}
    for endpoint in endpoints():
        path = fill(endpoint.route, real_parameters(world, endpoint))
        allowed = [m for m in ("GET", "POST") if _status(client, m, path) != 405]
        methods[endpoint.route] = allowed or ["GET", "POST"]
    return methods


def _status(client: Client, method: str, path: str) -> int:
    response = client.get(path) if method == "GET" else client.post(path, {})
    return response.status_code


# Query parameters the pages read from links rather than forms.
QUERY_NAMES = [
    "step", "log", "theme", "page", "q", "url", "format", "maxwidth", "maxheight", "object",
    "player", "effect_kind", "ability_kind", "custom", "card_player", "card_zone", "limit",
    "reader", "token", "next", "choice", "choices", "option",
]  # fmt: skip

HARVESTED_PAGES = [
    "/",
    "/import/",
    "/puzzles/import/",
    "/accounts/login/",
    "/accounts/signup/",
    "/cards/?q=bears",
    "/b/{draft0}/",
    "/b/{draft0}/?object=o1",
    "/b/{draft0}/?player=A",
    "/b/{draft0}/?effect_kind=halve_damage",
    "/b/{draft0}/?custom=1",
    "/b/{draft0}/?ability_kind=double_damage",
    "/b/{draft1}/",
    "/b/{draft1}/outcomes/",
    "/s/{shared}/",
    "/s/{shared}/edit/?token={token0}",
    "/s/{puzzle}/edit/puzzle/?token={token2}",
    "/s/{puzzle}/",
    "/s/{puzzle}/embed/",
]


@dataclass(frozen=True)
class HarvestedForm:
    action: str
    method: str
    fields: dict[str, tuple[str, ...]]  # name -> the values the page offers (first: its default)


class _FormParser(HTMLParser):
    def __init__(self, page: str) -> None:
        super().__init__()
        self.page = page
        self.forms: list[HarvestedForm] = []
        self._current: tuple[str, str, dict[str, list[str]]] | None = None
        self._select: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "form":
            action = a.get("action") or a.get("hx-post") or self.page
            self._current = (action, (a.get("method") or "get").upper(), {})
            return
        if self._current is None or not a.get("name"):
            if tag == "option" and self._current is not None and self._select:
                self._current[2].setdefault(self._select, []).append(a.get("value", ""))
            return
        fields = self._current[2]
        if tag in ("input", "textarea", "button"):
            fields.setdefault(a["name"], []).append(a.get("value", ""))
        elif tag == "select":
            self._select = a["name"]
            fields.setdefault(a["name"], [])

    def handle_endtag(self, tag: str) -> None:
        if tag == "select":
            self._select = None
        elif tag == "form" and self._current is not None:
            action, method, fields = self._current
            fields.pop("csrfmiddlewaretoken", None)
            path = action.split("#")[0]
            frozen = {name: tuple(dict.fromkeys(v or [""])) for name, v in fields.items()}
            self.forms.append(HarvestedForm(path, method, frozen))
            self._current = None


def harvest_forms(client: Client, world: World) -> list[HarvestedForm]:
    """Every form the app's own pages show, with its fields and the values they offer."""
    names = {
        "draft0": world.draft_keys[0],
        "draft1": world.draft_keys[1],
        "shared": world.revision_ids[0],
        "puzzle": world.revision_ids[2],
        "token0": world.tokens[0],
        "token2": world.tokens[2],
    }
    forms: dict[tuple[str, str, tuple[str, ...]], HarvestedForm] = {}
    for page in HARVESTED_PAGES:
        url = page.format(**names)
        parser = _FormParser(url.split("?")[0])
        parser.feed(client.get(url).content.decode(errors="replace"))
        for form in parser.forms:
            forms.setdefault((form.action, form.method, tuple(sorted(form.fields))), form)
    return list(forms.values())


# --- values ------------------------------------------------------------------------------------

NASTY = [
    "",
    " ",
    "0",
    "-1",
    "1e309",
    "9" * 5000,
    "NaN",
    "true",
    "null",
    "A",
    "B",
    "o1",
    "o999",
    "{}",
    "[]",
    '{"type": "deal_damage", "source": "o1", "target": "B", "amount": 2}',
    "[" * 600 + "]" * 600,
    '{"a":' * 300 + "1" + "}" * 300,
    "(" * 499,
    "[[" * 2000,
    "<script>alert(1)</script>",
    "javascript:alert(1)",
    "\x00",
    "\ud7ff\ufffd",
    "x" * 20_000,
    "cast:bolt",
    "activate:m1:0",
    "resolve",
    "advance:upkeep:next",
    "private",
    "public",
    "judge",
    "../../etc/passwd",
    "%00",
]


# The values every field of every form gets in turn (``every_form_with_hostile_values``).
HOSTILE = [
    "-1",
    "9" * 5000,
    "(" * 499,
    "[" * 600 + "]" * 600,
    "[[" * 2000 + "x" * 10_000,
    "<script>alert(1)</script>\x00",
]


def every_form_with_hostile_values(world: World) -> Iterator[FuzzRequest]:
    """Each form the pages show, once per hostile value, every field getting each value in turn
    (the other fields keep the value the page offers first)."""
    for form in world.forms:
        names = [n for n in form.fields if n != "file"]
        method = form.method if form.method in ("GET", "POST") else "POST"
        for shift in range(len(HOSTILE)):
            data = {
                name: HOSTILE[(shift + i) % len(HOSTILE)] if i % 2 == shift % 2 else offered[0]
                for i, (name, offered) in enumerate((n, form.fields[n]) for n in names)
            }
            upload = ("file", HOSTILE[shift].encode()) if "file" in form.fields else None
            yield FuzzRequest(method, form.action, data, shift % 2 == 1, upload)


def values(world: World) -> st.SearchStrategy[str]:
    return st.one_of(
        st.sampled_from(NASTY),
        st.sampled_from(world.object_ids + world.card_names + world.tokens),
        st.text(max_size=40),
        st.integers(min_value=-(10**30), max_value=10**30).map(str),
    )


@dataclass(frozen=True)
class FuzzRequest:
    method: str
    path: str
    data: dict[str, Any]
    htmx: bool
    upload: tuple[str, bytes] | None = None  # (field name, file content)

    def __str__(self) -> str:
        shown = {k: (v if len(str(v)) < 80 else f"{str(v)[:77]}...") for k, v in self.data.items()}
        return f"{self.method} {self.path} {shown}{' (htmx)' if self.htmx else ''}"


def real_parameters(world: World, endpoint: Endpoint) -> dict[str, str]:
    return {name: path_choices(world, c, name)[0] for c, name in endpoint.parameters()}


def path_choices(world: World, converter: str, name: str) -> list[str]:
    """Values for a path parameter: real objects first, then nonsense."""
    junk = ["x", "0", "zz-zz", "A" * 40]
    if name == "key" and converter == "slug":
        return [*world.draft_keys, *junk]
    if name == "public_id":
        return [*world.revision_ids, *junk]
    if name == "object_id":
        return [*world.object_ids, *junk]
    if name == "player_id":
        return ["A", "B", "C", "x"]
    if name == "kind":
        return ["deal_damage", "gain_life", "set_life", "advance", "nonsense"]
    if converter == "path":
        return [*world.card_names, "12", "0", *junk]
    if converter == "rule":
        return ["120.3", "1", "120", "702.19b", "999.99z"]
    if name == "key":
        return ["GHO-2", "gho-2", *junk]
    return junk


def fill(route: str, parameters: dict[str, str]) -> str:
    return "/" + _PARAMETER.sub(lambda m: parameters[m["name"]], route)


@st.composite
def requests(draw: st.DrawFn, world: World, all_endpoints: list[Endpoint]) -> FuzzRequest:
    if world.forms and draw(st.booleans()):
        return draw(form_requests(world))
    return draw(endpoint_requests(world, all_endpoints))


@st.composite
def form_requests(draw: st.DrawFn, world: World) -> FuzzRequest:
    """One of the app's own forms, its fields given offered values, hostile ones or none."""
    form = draw(st.sampled_from(world.forms))
    data: dict[str, Any] = {}
    for name, offered in form.fields.items():
        how = draw(st.integers(0, 9))
        if how < 6:
            data[name] = draw(st.sampled_from(offered))
        elif how < 9:
            data[name] = draw(values(world))
    method = form.method if form.method in ("GET", "POST") else "POST"
    upload = None
    if "file" in form.fields:
        upload = ("file", draw(upload_contents()))
        data.pop("file", None)
    return FuzzRequest(method, form.action, data, draw(st.booleans()), upload)


def upload_contents() -> st.SearchStrategy[bytes]:
    return st.one_of(
        st.binary(max_size=200),
        st.sampled_from(
            [
                b"{}",
                b"[" * 5000,
                b"\xff\xfe",
                b"[metadata]\n[state]\n",
                b"[metadata]\nName:x\nURL:javascript:alert(1)\n[state]\nhumanlife=20\n",
                b'{"version": 1, "players": [{"id": "A"}, {"id": "B"}]}',
            ]
        ),
        st.text(max_size=200).map(str.encode),
    )


@st.composite
def endpoint_requests(draw: st.DrawFn, world: World, all_endpoints: list[Endpoint]) -> FuzzRequest:
    endpoint = draw(st.sampled_from(all_endpoints))
    parameters = {}
    for converter, name in endpoint.parameters():
        choices = path_choices(world, converter, name)
        real = choices[: max(1, len(choices) - 4)]
        # Mostly real objects (the views' own checks are what is fuzzed), sometimes nonsense.
        parameters[name] = draw(st.sampled_from(real * 4 + choices))
    path = fill(endpoint.route, parameters)
    allowed = world.methods.get(endpoint.route, ["GET", "POST"])
    method = draw(st.sampled_from(allowed * 8 + ["GET", "POST", "HEAD", "PUT"]))
    names = st.one_of(st.sampled_from(world.field_names or ["q"]), st.text(min_size=1, max_size=8))
    data = draw(st.dictionaries(names, values(world), max_size=8))
    if draw(st.booleans()):
        data["token"] = draw(st.sampled_from(world.tokens))
    upload = None
    if method == "POST" and draw(st.integers(0, 5)) == 0:
        upload = ("file", draw(upload_contents()))
    return FuzzRequest(method, path, data, draw(st.booleans()), upload)


# --- sending -------------------------------------------------------------------------------------


@dataclass
class Outcome:
    status: int
    error: str = ""  # the exception a view raised, if any


class Sender:
    """Sends fuzz requests through Django's test client, recording what a view raised."""

    def __init__(self) -> None:
        self.client = Client(raise_request_exception=False)
        self._raised: list[str] = []
        got_request_exception.connect(self._record, weak=False)

    def close(self) -> None:
        got_request_exception.disconnect(self._record)

    def _record(self, sender: Any, request: Any = None, **kwargs: Any) -> None:
        import sys
        import traceback

        self._raised.append("".join(traceback.format_exception(*sys.exc_info())))

    def send(self, request: FuzzRequest) -> Outcome:
        self._raised.clear()
        headers = {"HX-Request": "true"} if request.htmx else {}
        data: dict[str, Any] = dict(request.data)
        if request.upload is not None:
            name, content = request.upload
            data[name] = SimpleUploadedFile("upload.bin", content)
        if request.method == "GET":
            response = self.client.get(request.path, request.data, headers=headers)
        elif request.method == "HEAD":
            response = self.client.head(request.path, request.data, headers=headers)
        elif request.method == "PUT":
            response = self.client.put(request.path, "x=1", headers=headers)
        else:
            response = self.client.post(request.path, data, headers=headers)
        return Outcome(response.status_code, "\n".join(self._raised))


def every_endpoint_once(world: World, all_endpoints: list[Endpoint]) -> Iterator[FuzzRequest]:
    """Each endpoint with real path objects, as a GET and as an empty and a nonsense POST."""
    for endpoint in all_endpoints:
        path = fill(endpoint.route, real_parameters(world, endpoint))
        yield FuzzRequest("GET", path, {}, False)
        yield FuzzRequest("POST", path, {}, True)
        yield FuzzRequest("POST", path, dict.fromkeys(world.field_names[:40], "(" * 50), False)
