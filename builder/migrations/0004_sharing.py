# Sharing (issue #9): scenario families of immutable revisions, edit tokens, visibility,
# annotations and history per revision, draft origins and cached preview images.
# Written by hand from makemigrations' output: existing saved scenarios each get a family of
# their own (an edit token nobody knows) before the family column becomes required.

import hashlib
import secrets

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


def give_each_scenario_a_family(apps, schema_editor):
    Scenario = apps.get_model("builder", "Scenario")
    ScenarioFamily = apps.get_model("builder", "ScenarioFamily")
    for scenario in Scenario.objects.filter(family__isnull=True).iterator():
        family = ScenarioFamily.objects.create(
            edit_token_hash=hashlib.sha256(secrets.token_bytes(32)).hexdigest(),
            visibility="unlisted",
        )
        Scenario.objects.filter(pk=scenario.pk).update(family=family, number=1)
    if schema_editor.connection.vendor == "postgresql":
        # Check the deferred foreign keys now: PostgreSQL refuses to ALTER a table with
        # pending trigger events in the same transaction.
        schema_editor.execute("SET CONSTRAINTS ALL IMMEDIATE")


class Migration(migrations.Migration):

    dependencies = [
        ("builder", "0003_actions_history"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.CreateModel(
            name="ScenarioFamily",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("edit_token_hash", models.CharField(max_length=64)),
                ("visibility", models.CharField(choices=[("public", "Public: listed on the browse page"), ("unlisted", "Unlisted: only people with the link"), ("private", "Private: only with the edit link")], default="unlisted", max_length=8)),
                ("builtin_key", models.CharField(blank=True, max_length=64, null=True, unique=True)),
                ("created_at", models.DateTimeField(auto_now_add=True)),
                ("updated_at", models.DateTimeField(auto_now=True)),
                ("forked_from", models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name="forks", to="builder.scenario")),
                ("owner", models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name="scenario_families", to=settings.AUTH_USER_MODEL)),
            ],
            options={
                "verbose_name_plural": "scenario families",
                "ordering": ["-updated_at"],
            },
        ),
        migrations.AddField(
            model_name="scenario",
            name="description",
            field=models.TextField(blank=True),
        ),
        migrations.AddField(
            model_name="scenario",
            name="history",
            field=models.JSONField(blank=True, default=dict),
        ),
        migrations.AddField(
            model_name="scenario",
            name="notes",
            field=models.JSONField(blank=True, default=dict),
        ),
        migrations.AddField(
            model_name="scenario",
            name="number",
            field=models.PositiveIntegerField(default=1),
        ),
        migrations.AddField(
            model_name="scenario",
            name="family",
            field=models.ForeignKey(null=True, on_delete=django.db.models.deletion.CASCADE, related_name="revisions", to="builder.scenariofamily"),
        ),
        migrations.RunPython(give_each_scenario_a_family, migrations.RunPython.noop),
        migrations.AlterField(
            model_name="scenario",
            name="family",
            field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name="revisions", to="builder.scenariofamily"),
        ),
        migrations.AddConstraint(
            model_name="scenario",
            constraint=models.UniqueConstraint(fields=("family", "number"), name="scenario_revision_number"),
        ),
        migrations.CreateModel(
            name="DraftOrigin",
            fields=[
                ("draft", models.OneToOneField(on_delete=django.db.models.deletion.CASCADE, primary_key=True, related_name="origin", serialize=False, to="builder.draft")),
                ("based_on", models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name="+", to="builder.scenario")),
                ("family", models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.CASCADE, related_name="drafts", to="builder.scenariofamily")),
            ],
        ),
        migrations.CreateModel(
            name="PreviewImage",
            fields=[
                ("revision", models.OneToOneField(on_delete=django.db.models.deletion.CASCADE, primary_key=True, related_name="preview", serialize=False, to="builder.scenario")),
                ("png", models.BinaryField()),
                ("created_at", models.DateTimeField(auto_now_add=True)),
            ],
        ),
    ]
