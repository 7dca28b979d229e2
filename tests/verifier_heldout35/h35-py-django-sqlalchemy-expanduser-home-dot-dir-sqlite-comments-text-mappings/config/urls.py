from django.urls import path

from conduit import views

urlpatterns = [
    path("api/health-check", views.health),
    path("api/articles/<slug:slug>/comments", views.comments),
]
