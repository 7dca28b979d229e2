"""Settings are split into components; environment/local.py may override anything."""
from split_settings.tools import include, optional

include(
    "components/common.py",
    "components/database.py",
    optional("environments/local.py"),
)
