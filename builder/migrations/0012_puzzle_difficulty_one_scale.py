"""Puzzle difficulty on one scale (issue 30): Easy, Medium, Hard, Expert. Forge's rarity words
(Common, Uncommon, Rare, Mythic since its 2026 relabelling) and the older "Very Hard" become
their places on it; anything else (Forge's "Special") is no difficulty."""

from django.db import migrations, models

# As builder.puzzles.models.DIFFICULTY_WORDS when this migration was written.
WORDS = {
    "easy": "Easy",
    "common": "Easy",
    "medium": "Medium",
    "uncommon": "Medium",
    "hard": "Hard",
    "rare": "Hard",
    "very hard": "Expert",
    "mythic": "Expert",
    "expert": "Expert",
}


def one_scale(apps, schema_editor):  # type: ignore[no-untyped-def]
    Puzzle = apps.get_model("builder", "Puzzle")
    for puzzle in Puzzle.objects.exclude(difficulty="").only("id", "difficulty"):
        wanted = WORDS.get(puzzle.difficulty.strip().lower(), "")
        if wanted != puzzle.difficulty:
            Puzzle.objects.filter(pk=puzzle.pk).update(difficulty=wanted)


class Migration(migrations.Migration):
    dependencies = [
        ("builder", "0011_job_budgets"),
    ]

    operations = [
        migrations.RunPython(one_scale, migrations.RunPython.noop),
        migrations.AlterField(
            model_name="puzzle",
            name="difficulty",
            field=models.CharField(
                blank=True,
                choices=[
                    ("Easy", "Easy"),
                    ("Medium", "Medium"),
                    ("Hard", "Hard"),
                    ("Expert", "Expert"),
                ],
                max_length=32,
            ),
        ),
    ]
