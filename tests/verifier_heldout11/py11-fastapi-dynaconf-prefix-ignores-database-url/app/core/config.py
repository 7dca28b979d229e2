from pathlib import Path

from dynaconf import Dynaconf, Validator

ROOT = Path(__file__).resolve().parents[2]

# values come from settings.toml; any of them can be overridden with CONDUIT_<NAME>
settings = Dynaconf(
    envvar_prefix="CONDUIT",
    settings_files=[str(ROOT / "settings.toml")],
    validators=[Validator("DATABASE_URL", must_exist=True)],
)
