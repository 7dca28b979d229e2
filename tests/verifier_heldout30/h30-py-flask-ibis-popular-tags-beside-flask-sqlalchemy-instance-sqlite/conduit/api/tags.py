from flask import current_app

from conduit.api import bp
from conduit.stats import popular_tags


@bp.get("/tags")
def list_tags():
    return {"tags": popular_tags(current_app.config["CONDUIT_DB_FILE"])}
