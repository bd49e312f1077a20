"""Puzzle certificates (issue 31): the engine's certificate of a revision's puzzle, written once
by its check job."""

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('builder', '0012_puzzle_difficulty_one_scale'),
    ]

    operations = [
        migrations.CreateModel(
            name='PuzzleCertificate',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('verdict', models.CharField(max_length=16)),
                ('data', models.JSONField()),
                ('created_at', models.DateTimeField(auto_now_add=True)),
                ('puzzle', models.OneToOneField(on_delete=django.db.models.deletion.CASCADE, related_name='certificate', to='builder.puzzle')),
            ],
        ),
    ]
