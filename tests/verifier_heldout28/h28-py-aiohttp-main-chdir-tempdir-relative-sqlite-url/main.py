import logging
import os
import sys
import tempfile

from aiohttp import web

# Runtime state (database, access log) lives in a scratch runtime directory,
# never in the checkout; relative paths below are resolved from there.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
RUNTIME_DIR = os.environ.get("CONDUIT_RUNTIME_DIR") or tempfile.gettempdir()
os.makedirs(RUNTIME_DIR, exist_ok=True)
os.chdir(RUNTIME_DIR)

from blog.app import create_app  # noqa: E402  (imported after the chdir on purpose)

if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    web.run_app(create_app(), host="0.0.0.0", port=8080)
