from django.http import JsonResponse
from django.urls import path

from profiles.views import profile_detail

urlpatterns = [
    path("api/health-check", lambda request: JsonResponse({"status": "ok"})),
    path("api/profiles/<str:username>", profile_detail),
]
