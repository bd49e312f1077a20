"""The "combat" part of the scenario document, read strictly and written so `load(dump(s)) == s`.

    "combat": {
      "attackers": {"<attacking creature>": "<player, planeswalker or battle>" or null},
      "blockers": {"<blocking creature>": ["<attacker it blocks or blocked>", ...]},
      "blocked": ["<attacker that became blocked>", ...],
      "attackers_declared": true, "blockers_declared": true,
      "had_attackers": true, "first_strikers": ["<creature>", ...],
      "bands": [["<attacking creature>", "<attacking creature>", ...], ...]
    }

A blocker keeps listing an attacker that has left combat since (506.4: it still is a blocking
creature), so a listed attacker needn't be attacking now. Every key is optional. The flags default to what the lists imply (blockers listed: blockers were
declared and their attackers are blocked; attackers listed: attackers were declared), and the
writer leaves out what equals its default, so a hand-written document stays short.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.combat import Combat
from engine.core.errors import InvalidDocument
from engine.core.state import COMBAT_STEPS, GameObject, Step, Zone

KEYS = frozenset(
    {
        "attackers",
        "blockers",
        "blocked",
        "attackers_declared",
        "blockers_declared",
        "had_attackers",
        "first_strikers",
        "bands",
    }
)


def combat_to_json(combat: Combat) -> dict[str, Any]:
    doc: dict[str, Any] = {}
    if combat.attackers:
        doc["attackers"] = dict(combat.attackers)
    if combat.blockers:
        grouped: dict[str, list[str]] = {}
        for blocker, attacker in combat.blockers:
            grouped.setdefault(blocker, []).append(attacker)
        doc["blockers"] = grouped
    defaults = _defaults(combat.blockers)
    if combat.blockers_declared != defaults["blockers_declared"]:
        doc["blockers_declared"] = combat.blockers_declared
    if combat.blocked != defaults["blocked"]:
        doc["blocked"] = list(combat.blocked)
    if combat.attackers_declared != (bool(combat.attackers) or combat.blockers_declared):
        doc["attackers_declared"] = combat.attackers_declared
    if combat.had_attackers != bool(combat.attackers):
        doc["had_attackers"] = combat.had_attackers
    if combat.first_strikers:
        doc["first_strikers"] = list(combat.first_strikers)
    if combat.bands:
        doc["bands"] = [list(band) for band in combat.bands]
    return doc


def combat_from_json(
    raw: Any, step: Step, players: set[str], objects: Mapping[str, GameObject]
) -> Combat | None:
    """Read the document's "combat" (None when absent); refuses what can't be a combat."""
    if raw is None:
        return None
    if not isinstance(raw, Mapping):
        raise InvalidDocument("combat must be an object", "combat")
    unknown = sorted(set(raw) - KEYS)
    if unknown:
        raise InvalidDocument(
            f"unknown key {unknown[0]!r} (known: {', '.join(sorted(KEYS))})", "combat"
        )
    if step not in COMBAT_STEPS:
        raise InvalidDocument(
            f"there is no combat in the {step.value} step: "
            "combat exists only in the combat phase (506.1)",
            "combat",
        )

    def permanent(ref: Any, path: str) -> str:
        obj = objects.get(ref) if isinstance(ref, str) else None
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            raise InvalidDocument(f"{ref!r} isn't a permanent on the battlefield", path)
        return str(ref)

    attackers: list[tuple[str, str | None]] = []
    for creature, defender in _mapping(raw, "attackers").items():
        path = f"combat.attackers.{creature}"
        permanent(creature, path)
        # What it attacks is a player, a planeswalker or a battle (506.2), named by its id, or
        # null (attacking without a chosen defender): any other value is refused here.
        if defender is not None and not isinstance(defender, str):
            raise InvalidDocument("an attacker attacks a player's or a permanent's id", path)
        if defender is not None and defender not in players:
            permanent(defender, path)
        attackers.append((creature, defender))
    attacking = {a for a, _ in attackers}
    blockers: list[tuple[str, str]] = []
    for creature, blocked in _mapping(raw, "blockers").items():
        path = f"combat.blockers.{creature}"
        permanent(creature, path)
        # An attacker it blocked may have left combat since (it died to first-strike damage,
        # was bounced): the blocker is still a blocking creature (506.4, 509.1h), so the pair
        # stays and names a creature that is no longer attacking.
        for attacker in [blocked] if isinstance(blocked, str) else _strings(blocked, path):
            blockers.append((creature, attacker))
    defaults = _defaults(tuple(blockers))
    blocked_raw = raw.get("blocked")
    blocked = (
        defaults["blocked"]
        if blocked_raw is None
        else tuple(_strings(blocked_raw, "combat.blocked"))
    )
    for attacker in blocked:
        if attacker not in attacking:
            raise InvalidDocument(f"{attacker!r} isn't an attacking creature", "combat.blocked")
    blockers_declared = _flag(raw, "blockers_declared", bool(defaults["blockers_declared"]))
    in_combat = attacking | {b for b, _ in blockers}
    first_strikers = tuple(_strings(raw.get("first_strikers", []), "combat.first_strikers"))
    for creature in first_strikers:
        if creature not in in_combat:
            raise InvalidDocument(
                f"{creature!r} isn't attacking or blocking", "combat.first_strikers"
            )
    bands = _bands(raw.get("bands", []), attacking)
    return Combat(
        bands=bands,
        attackers=tuple(attackers),
        blockers=tuple(blockers),
        blocked=blocked,
        attackers_declared=_flag(raw, "attackers_declared", bool(attackers) or blockers_declared),
        blockers_declared=blockers_declared,
        had_attackers=_flag(raw, "had_attackers", bool(attackers)),
        first_strikers=first_strikers,
    )


def _bands(raw: Any, attacking: set[str]) -> tuple[tuple[str, ...], ...]:
    """Attacking bands (702.22c): two or more attacking creatures each, none in two bands."""
    if not isinstance(raw, list):
        raise InvalidDocument(
            "bands must be a list of lists of attacking creatures", "combat.bands"
        )
    bands: list[tuple[str, ...]] = []
    seen: set[str] = set()
    for index, band in enumerate(raw):
        path = f"combat.bands.{index}"
        members = _strings(band, path)
        if len(set(members)) != len(members) or len(members) < 2:
            raise InvalidDocument("a band is two or more different attacking creatures", path)
        for creature in members:
            if creature not in attacking:
                raise InvalidDocument(f"{creature!r} isn't an attacking creature", path)
            if creature in seen:
                raise InvalidDocument(f"{creature!r} is in two bands (702.22c)", path)
            seen.add(creature)
        bands.append(tuple(members))
    return tuple(bands)


def _defaults(blockers: tuple[tuple[str, str], ...]) -> dict[str, Any]:
    return {
        "blockers_declared": bool(blockers),
        "blocked": tuple(dict.fromkeys(a for _, a in blockers)),
    }


def _mapping(raw: Mapping[str, Any], key: str) -> Mapping[str, Any]:
    value = raw.get(key, {})
    if not isinstance(value, Mapping):
        raise InvalidDocument(f"{key} must be an object", f"combat.{key}")
    return value


def _strings(value: Any, path: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise InvalidDocument("must be a list of ids", path)
    return value


def _flag(raw: Mapping[str, Any], key: str, default: bool) -> bool:
    value = raw.get(key, default)
    if not isinstance(value, bool):
        raise InvalidDocument(f"{key} must be true or false", f"combat.{key}")
    return value
