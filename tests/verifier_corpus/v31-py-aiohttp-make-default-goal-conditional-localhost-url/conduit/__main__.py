import argparse

from aiohttp import web

from conduit.app import create_app

parser = argparse.ArgumentParser(prog="conduit")
parser.add_argument("--port", type=int, default=8080)
args = parser.parse_args()

web.run_app(create_app(), host="0.0.0.0", port=args.port)
