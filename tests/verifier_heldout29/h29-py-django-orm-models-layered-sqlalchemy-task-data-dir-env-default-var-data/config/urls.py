from django.urls import path

from conduit.routes import health, tags

urlpatterns = [
    path("api/health-check", health.health_check),
    path("api/tags", tags.list_tags),
]
