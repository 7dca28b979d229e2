from conduit_api.http.articles import bp as articles_bp
from conduit_api.http.health import bp as health_bp
from conduit_api.http.users import bp as users_bp

BLUEPRINTS = (health_bp, users_bp, articles_bp)
