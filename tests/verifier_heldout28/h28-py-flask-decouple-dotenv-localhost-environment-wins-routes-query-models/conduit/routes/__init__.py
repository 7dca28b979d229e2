from conduit.routes.articles import bp as articles_bp
from conduit.routes.health import bp as health_bp
from conduit.routes.users import bp as users_bp

blueprints = [health_bp, users_bp, articles_bp]
