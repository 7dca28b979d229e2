import argparse

from aiohttp import web

from conduit.app import build_app

parser = argparse.ArgumentParser()
parser.add_argument("--port", type=int, default=8080)
args = parser.parse_args()
web.run_app(build_app(), port=args.port)
