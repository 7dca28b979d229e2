from flask_restx import Api

from ..services.exceptions import DomainError
from .articles import ns as articles_ns
from .health import ns as health_ns
from .tags import ns as tags_ns
from .users import ns as users_ns

api = Api(title="Conduit", version="1.0", prefix="/api", doc=False)

api.add_namespace(health_ns, path="/health-check")
api.add_namespace(users_ns, path="")
api.add_namespace(articles_ns, path="/articles")
api.add_namespace(tags_ns, path="/tags")


@api.errorhandler(DomainError)
def domain_error(err: DomainError):
    return {"errors": {"body": [str(err)]}}, err.code
