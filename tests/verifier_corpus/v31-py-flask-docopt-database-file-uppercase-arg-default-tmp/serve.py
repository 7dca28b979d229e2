"""Conduit API server.

Usage:
  serve.py [--host=HOST] [--port=PORT] [--database=FILE]
  serve.py (-h | --help)

Options:
  -h --help          Show this screen.
  --host=HOST        Interface to bind [default: 0.0.0.0].
  --port=PORT        Port to listen on [default: 8080].
  --database=FILE    SQLite database file [default: /tmp/conduit/conduit.sqlite3].
"""
from docopt import docopt

from conduit import create_app

if __name__ == "__main__":
    args = docopt(__doc__)
    app = create_app(args["--database"])
    app.run(host=args["--host"], port=int(args["--port"]))
