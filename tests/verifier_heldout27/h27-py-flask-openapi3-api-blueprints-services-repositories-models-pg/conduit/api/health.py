from flask_openapi3 import APIBlueprint

bp = APIBlueprint("health", __name__, url_prefix="/api")


@bp.get("/health-check")
def health_check():
    return {"status": "ok"}
