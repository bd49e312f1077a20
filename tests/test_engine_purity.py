"""engine/ is a library: importing every one of its modules must not pull in Django or builder."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

PROBE = """
import importlib, pkgutil, sys
import engine
names = [m.name for m in pkgutil.walk_packages(engine.__path__, "engine.")]
for name in names:
    importlib.import_module(name)
leaked = sorted(m for m in sys.modules if m.split(".")[0] in ("django", "builder"))
print(len(names), "modules")
if leaked:
    sys.exit("engine imported: " + ", ".join(leaked))
"""


def test_importing_every_engine_module_never_imports_django() -> None:
    env = {k: v for k, v in os.environ.items() if k != "DJANGO_SETTINGS_MODULE"}
    result = subprocess.run(
        [sys.executable, "-c", PROBE],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert int(result.stdout.split()[0]) > 5  # it really walked the package
