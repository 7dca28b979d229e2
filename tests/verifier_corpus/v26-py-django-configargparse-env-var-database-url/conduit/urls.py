from django.http import JsonResponse
from django.urls import path

urlpatterns = [path("api/health-check", lambda r: JsonResponse({"status": "ok"}))]
