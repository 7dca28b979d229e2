import os

from app.defaults import DEFAULTS

for key, value in DEFAULTS.items():
    os.environ.setdefault(key, value)

from app.main import app  # noqa: E402

app.run(host="0.0.0.0", port=8080)
