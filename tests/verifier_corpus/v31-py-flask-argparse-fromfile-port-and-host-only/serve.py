import argparse
import os

from waitress import serve

from conduit import create_app

parser = argparse.ArgumentParser(description="Conduit API", fromfile_prefix_chars="@")
parser.add_argument("--host", default="127.0.0.1")
parser.add_argument("--port", type=int, default=5000)
parser.add_argument("--threads", type=int, default=2)
parser.add_argument("--database-url", default=os.environ.get("DATABASE_URL", "postgresql://localhost:5432/conduit_dev"))
args = parser.parse_args()

serve(create_app(args.database_url), host=args.host, port=args.port, threads=args.threads)
