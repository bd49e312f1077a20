import re
from html.parser import HTMLParser
import pytest
from django.urls import reverse
from builder import services
from builder.services import actions
from tests.builder.factories import DraftFactory
pytestmark = pytest.mark.django_db

class Visible(HTMLParser):
    def __init__(self):
        super().__init__(); self.skip = 0; self.parts = []; self.stack=[]
    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag in ("script", "style", "textarea") or a.get("id") == "board-notation" or self.skip:
            if tag not in ("br","input","img","meta","link","hr"): self.skip += 1
    def handle_endtag(self, tag):
        if self.skip and tag not in ("br","input","img","meta","link","hr"): self.skip -= 1
    def handle_data(self, data):
        if not self.skip: self.parts.append(data)

def visible(html):
    v = Visible(); v.feed(html); return " ".join(" ".join(v.parts).split())

def test_x(client):
    draft = DraftFactory.create()
    for name in ("Ghosts of the Innocent", "Furnace of Rath", "Grizzly Bears"):
        services.do_add_card(draft, "A", name)
    draft.refresh_from_db()
    ids = [o["id"] for o in draft.document["players"][0]["battlefield"]]
    print(ids)
    actions.do_apply_action(draft, {"type": "deal_damage", "source": ids[2], "target": "B", "amount": 3})
    body = client.get(reverse("builder-draft", args=[draft.key])).content.decode()
    text = visible(body)
    for m in re.finditer(r".{60}\b(o\d+(\.\d+)?)\b.{30}", text): print("BUILDER:", m.group(0))
    out = client.get(reverse("builder-outcomes", args=[draft.key]), headers={"HX-Request": "true"}).content.decode()
    for m in re.finditer(r".{60}\b(o\d+(\.\d+)?)\b.{30}", visible(out)): print("OUTCOMES:", m.group(0))
    saved = services.do_save(draft, "T").revision
    body = client.get(reverse("builder-scenario", args=[saved.public_id])).content.decode()
    for m in re.finditer(r".{60}\b(o\d+(\.\d+)?)\b.{30}", visible(body)): print("SHARE:", m.group(0))
    body = client.get(reverse("builder-embed", args=[saved.public_id])+"?outcomes=1").content.decode()
    for m in re.finditer(r".{60}\b(o\d+(\.\d+)?)\b.{30}", visible(body)): print("EMBED:", m.group(0))
