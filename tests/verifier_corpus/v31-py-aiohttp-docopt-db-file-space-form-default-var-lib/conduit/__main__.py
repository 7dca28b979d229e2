"""Run the Conduit API.

Usage:
  conduit [options]

Options:
  --port <port>         TCP port [default: 8080]
  --db-file <path>      SQLite database file [default: /var/lib/conduit/conduit.db]
  --echo                Log every SQL statement
"""
import os

from aiohttp import web
from docopt import docopt

from conduit.app import build_app


def main() -> None:
    args = docopt(__doc__)
    path = args["--db-file"]
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    web.run_app(build_app(path, echo=args["--echo"]), host="0.0.0.0", port=int(args["--port"]))


main()
