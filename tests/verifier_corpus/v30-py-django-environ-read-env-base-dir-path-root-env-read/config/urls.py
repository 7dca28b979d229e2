from django.http import JsonResponse
from django.urls import path

from profiles.views import profile_detail


def health_check(request):
    return JsonResponse({"status": "ok"})


urlpatterns = [
    path("api/health-check", health_check),
    path("api/profiles/<str:username>", profile_detail),
]
