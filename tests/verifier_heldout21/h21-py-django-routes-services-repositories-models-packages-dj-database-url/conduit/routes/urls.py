from django.urls import path

from conduit.routes import health, tags

urlpatterns = [
    path("health-check", health.health_check),
    path("tags", tags.list_tags),
]
