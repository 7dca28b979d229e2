import mongoose from 'mongoose';

const userSchema = new mongoose.Schema({
  username: { type: String, required: true, unique: true, index: true },
  email: { type: String, required: true, unique: true, lowercase: true },
  passwordHash: { type: String, required: true },
  bio: { type: String, default: null },
  image: { type: String, default: null },
  following: [{ type: mongoose.Schema.Types.ObjectId, ref: 'User' }],
  favorites: [{ type: mongoose.Schema.Types.ObjectId, ref: 'Article' }],
}, { timestamps: true });

userSchema.methods.toProfileFor = function toProfileFor(viewer) {
  return {
    username: this.username,
    bio: this.bio,
    image: this.image,
    following: viewer ? viewer.following.some((id) => id.equals(this._id)) : false,
  };
};

export const User = mongoose.model('User', userSchema);
