"""A solution's own .env reader, written without a library: it reads a `.env` file and assigns
every key into the environment (`process.env[m[1]] = value`, `os.environ[key] = value`). Unless
it skips keys already set, the file's values replace the evaluation's."""

from __future__ import annotations

import re

_ASSIGNS_COMPUTED_KEY = re.compile(r"""(?:process\.env|os\.environ)\[\s*(?!['"`])(?:[^\[\]]|\[[^\]]*\])+\]\s*=(?!=)""")
_NAMES_ENV_FILE = re.compile(r"""['"`][^'"`\n]*\.env['"`]""")
_ALREADY_SET = re.compile(
    r"""\bin\s+(?:process\.env|os\.environ)\b|(?:process\.env|os\.environ)\[(?:[^\[\]]|\[[^\]]*\])+\]\s*(?:===?|!==?|is|is\s+not)\s*(?:undefined|None)"""
    r"""|!\s*process\.env\[|\?\?="""
)


def own_env_reader(code: str) -> bool:
    """Code naming a .env file that writes computed keys into the environment."""
    return bool(_NAMES_ENV_FILE.search(code) and _ASSIGNS_COMPUTED_KEY.search(code))


def keeps_what_is_set(code: str) -> bool:
    """The reader skips a key the environment already has (`if (!(key in process.env))`)."""
    return bool(_ALREADY_SET.search(code))
