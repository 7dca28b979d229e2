from flask import Blueprint
from flask_restx import Api

from conduit.api.articles import ns as articles_ns
from conduit.api.health import ns as health_ns
from conduit.api.profiles import ns as profiles_ns

blueprint = Blueprint("api", __name__, url_prefix="/api")
api = Api(blueprint, doc=False, title="Conduit")
api.add_namespace(health_ns, path="/health-check")
api.add_namespace(articles_ns, path="/articles")
api.add_namespace(profiles_ns, path="/profiles")
