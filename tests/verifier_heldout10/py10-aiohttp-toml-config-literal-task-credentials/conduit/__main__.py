import argparse
import tomllib

from aiohttp import web

from conduit.app import create_app

parser = argparse.ArgumentParser()
parser.add_argument("--config", default="config.toml")
args = parser.parse_args()

with open(args.config, "rb") as fh:
    config = tomllib.load(fh)

web.run_app(create_app(config), host=config["server"]["host"], port=config["server"]["port"])
