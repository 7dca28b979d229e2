from django.db import migrations, models


class Migration(migrations.Migration):
    initial = True
    dependencies = []
    operations = [
        migrations.CreateModel(
            name="User",
            fields=[
                ("id", models.AutoField(auto_created=True, primary_key=True, serialize=False)),
                ("username", models.CharField(max_length=150, unique=True)),
                ("email", models.EmailField(max_length=254, unique=True)),
                ("password_hash", models.CharField(max_length=255)),
                ("bio", models.TextField(blank=True, null=True)),
                ("image", models.CharField(blank=True, max_length=500, null=True)),
                ("following", models.ManyToManyField(related_name="followers", to="realworld.user")),
            ],
        ),
    ]
