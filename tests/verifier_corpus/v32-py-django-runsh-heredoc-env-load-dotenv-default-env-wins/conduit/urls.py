from django.http import JsonResponse
from django.urls import path

from tags.views import list_tags

urlpatterns = [
    path("api/health-check", lambda request: JsonResponse({"status": "ok"})),
    path("api/tags", list_tags),
]
