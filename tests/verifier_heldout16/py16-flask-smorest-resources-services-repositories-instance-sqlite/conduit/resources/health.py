from flask.views import MethodView
from flask_smorest import Blueprint

blp = Blueprint("health", __name__, url_prefix="/api")


@blp.route("/health-check")
class Health(MethodView):
    def get(self):
        return {"status": "ok"}
