"""Vote (701.38): "Starting with you, each player votes for [A] or [B]." Each player, starting
with the controller and going on in turn order, chooses one of the listed choices (701.38a): a
pending decision of that player, never a guess. A player with more votes (an effect of
"While voting, you get an additional vote." or "While voting, you may vote an additional time.",
the effect kind "additional_votes") casts them all when they would vote (701.38d); an optional
additional vote is a decision of that player first.

The votes are kept for the rest of the resolution (608.2c): "bound:vote:[choice]" holds one entry
(the voter) per vote for that choice, so "for each [choice] vote" is a number for each of them
(engine.vocabulary.amounts.PerBound). The later sentences read the tally:

- "vote_result": "If [choice] gets more votes, ..." runs its instructions only if the choice got
  more votes than each other choice; with "tied", "If [choice] gets more votes or the vote is
  tied, ..." also when the most votes are shared by two or more choices.
- "for_each_vote": "For each [choice] vote, ..." does its instructions once for each vote the
  choice got, one after another.

Only an actual vote counts as voting (701.38c): these read nothing but the votes of a "vote"
instruction earlier in the same resolution.
"""

from __future__ import annotations

from engine.core.choices import DecisionKind, Option
from engine.core.events import WouldEvent
from engine.core.log import LogKind
from engine.core.state import Effect, GameState, Params
from engine.instructions.registry import ExecContext, execute, instruction_kind
from engine.instructions.repeats import repeated_instructions
from engine.rules.effect_kinds import EffectKind, effects_of_kind, register
from engine.rules.pipeline import Resolution, name_of
from engine.rules.player_groups import group_words, in_group

RULE = "701.38a"
EXTRA_VOTES = "additional_votes"
CHOICES_KEY = "vote_choices"
VOTE_PREFIX = "vote:"  # bound:vote:[choice]: the voters, one entry per vote (608.2c)
YES, NO = "vote_again", "dont_vote_again"


def vote_key(choice: str) -> str:
    """The bound key of the votes for one choice, as the vote lists it."""
    return f"{VOTE_PREFIX}{choice}"


def _choices(params: Params) -> tuple[str, ...]:
    listed = params.get("choices", ())
    return tuple(str(c) for c in listed) if isinstance(listed, (tuple, list)) else ()


def voting_order(state: GameState, first: str) -> tuple[str, ...]:
    """The players starting with `first` and going on in turn order (701.38a)."""
    order = [p.id for p in state.players if not p.lost]
    if first not in order:
        return tuple(order)
    i = order.index(first)
    return tuple(order[i:] + order[:i])


def _extra(state: GameState, player: str) -> tuple[int, int]:
    """(additional votes the player gets, additional votes the player may cast) (701.38d)."""
    sure = maybe = 0
    for effect in effects_of_kind(state, EXTRA_VOTES):
        if in_group(state, effect, player):
            if effect.params.get("optional"):
                maybe += 1
            else:
                sure += 1
    return sure, maybe


@instruction_kind("vote")
def _vote(res: Resolution, ctx: ExecContext, params: Params) -> None:
    choices = _choices(params)
    if len(choices) < 2:
        res.judge(LogKind.NOTE, "a vote needs two or more choices", RULE)
        return
    tally: dict[str, list[str]] = {c: [] for c in choices}
    for voter in voting_order(res.state, ctx.controller):
        sure, maybe = _extra(res.state, voter)
        votes = 1 + sure
        for n in range(maybe):  # 701.38d: an additional vote the player may cast
            answer = res.choose(
                voter,
                DecisionKind.MAY,
                f"{name_of(res.state, voter)} may vote an additional time",
                (Option(YES, "vote an additional time"), Option(NO, "don't")),
                "701.38d",
                context=("vote_again", ctx.source, voter, n),
            )
            votes += answer == YES
        for n in range(votes):  # 701.38d: all of a player's votes when they would vote
            answer = res.choose(
                voter,
                DecisionKind.VOTE,
                f"{name_of(res.state, voter)} votes for "
                + " or ".join(choices)
                + (f" (vote {n + 1} of {votes})" if votes > 1 else ""),
                tuple(Option(c, c) for c in choices),
                RULE,
                context=("vote", ctx.source, voter, n),
            )
            tally[answer].append(voter)
            res.note(LogKind.EVENT, f"{name_of(res.state, voter)} votes for {answer}", RULE)
    ctx.bound[CHOICES_KEY] = tuple(tally)
    for choice, voters in tally.items():
        ctx.bound[vote_key(choice)] = tuple(voters)
    res.note(
        LogKind.EVENT,
        "the votes: " + ", ".join(f"{c} {len(v)}" for c, v in tally.items()),
        RULE,
    )


def _tally(ctx: ExecContext) -> dict[str, int]:
    """The votes each choice got (lowercase choice -> votes)."""
    choices = ctx.bound.get(CHOICES_KEY, ())
    out: dict[str, int] = {}
    for choice in choices if isinstance(choices, tuple) else ():
        voters = ctx.bound.get(vote_key(str(choice)), ())
        out[str(choice).lower()] = len(voters) if isinstance(voters, tuple) else 0
    return out


@instruction_kind("vote_result")
def _vote_result(res: Resolution, ctx: ExecContext, params: Params) -> None:
    choice = str(params.get("choice", "")).lower()
    tally = _tally(ctx)
    source = name_of(res.state, ctx.source)
    if choice not in tally:
        res.judge(LogKind.NOTE, f"{source}: no vote for {choice} was held", "701.38c")
        return
    most = max(tally.values())
    more = all(n < tally[choice] for c, n in tally.items() if c != choice)
    tied = sum(1 for n in tally.values() if n == most) > 1
    if more or (params.get("tied") and tied):
        why = f"{choice} got more votes" if more else "the vote is tied"
        res.note(LogKind.EVENT, f"{source}: {why}", RULE, "608.2c")
        execute(res, ctx, repeated_instructions(params))
    else:
        res.judge(LogKind.NOTE, f"{source}: {choice} didn't get more votes", RULE, "608.2c")


@instruction_kind("for_each_vote")
def _for_each_vote(res: Resolution, ctx: ExecContext, params: Params) -> None:
    choice = str(params.get("choice", "")).lower()
    tally = _tally(ctx)
    times = tally.get(choice, 0)
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, ctx.source)}: {times} {choice} vote{'s' if times != 1 else ''}",
        RULE,
        "608.2c",
    )
    steps = repeated_instructions(params)
    for _ in range(times):
        execute(res, ctx, steps)


@register
class AdditionalVotes(EffectKind[WouldEvent]):
    """701.38d: a player gets, or may cast, more votes while voting."""

    name = EXTRA_VOTES
    rules = ("701.38d",)

    def describe(self, effect: Effect, state: GameState) -> str:
        verb = (
            "may vote an additional time"
            if effect.params.get("optional")
            else "get an additional vote"
        )
        return f"while voting, {group_words(state, effect)} {verb}"
