import os

from app.defaults import DEFAULTS

os.environ.update(DEFAULTS)

from app.main import app  # noqa: E402

app.run(host="0.0.0.0", port=8080)
