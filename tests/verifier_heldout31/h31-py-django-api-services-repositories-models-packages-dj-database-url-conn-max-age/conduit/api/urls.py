from django.urls import path

from conduit.api import views

urlpatterns = [
    path("health-check", views.health_check),
    path("articles/<slug:slug>/comments", views.comments),
    path("articles/<slug:slug>/comments/<int:comment_id>", views.comment_detail),
]
