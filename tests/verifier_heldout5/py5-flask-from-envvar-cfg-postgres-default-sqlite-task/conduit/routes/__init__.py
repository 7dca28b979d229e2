from flask import Blueprint, current_app, g, request
from itsdangerous import BadSignature, URLSafeSerializer

from conduit.repositories import users as user_repo

bp = Blueprint("api", __name__)


@bp.before_app_request
def load_current_user() -> None:
    g.user = None
    header = request.headers.get("Authorization", "")
    if header.startswith("Token "):
        try:
            user_id = URLSafeSerializer(current_app.config["SECRET_KEY"]).loads(header[6:])
        except BadSignature:
            return
        g.user = user_repo.get(int(user_id))


from conduit.routes import comments, health  # noqa: E402,F401
